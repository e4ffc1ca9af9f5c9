import { formatNumber, useLang } from '@site/shared/i18n';
import { href } from '@site/shared/routes';
import type { WorkMethod } from '@site/shared/types';
import { PageHeader } from '../../../components/page-header';
import { useMk } from '../../../locales';
import './work-methods.css';

interface Props {
  method: WorkMethod;
  /** All steps (any order); used for "step n of m" and previous/next. */
  steps: readonly WorkMethod[];
}

export function WorkMethodDetail({ method, steps }: Props) {
  const { t } = useMk();
  const lang = useLang();
  const ordered = [...steps].sort((a, b) => a.step - b.step);
  const index = ordered.findIndex((s) => s.id === method.id);
  const prev = index > 0 ? ordered[index - 1] : undefined;
  const next = index >= 0 ? ordered[index + 1] : undefined;
  const total = Math.max(ordered.length, method.step);
  return (
    <article>
      <p className="mk-badge mk-badge--new">
        {t('workMethods.stepOf', { n: formatNumber(index >= 0 ? index + 1 : method.step, lang), m: formatNumber(total, lang) })}
      </p>
      <PageHeader title={method.title} lead={method.summary} />
      <div className="mk-prose">{method.body}</div>
      <nav className="mk-wm__nav" aria-label={t('workMethods.navLabel')}>
        {prev ? (
          <a className="mk-button mk-button--ghost" href={href('work-method-details', lang, { id: prev.id })} rel="prev">
            <span aria-hidden="true" className="mk-flip">←</span> {t('workMethods.prev')}: {prev.title}
          </a>
        ) : <span />}
        {next ? (
          <a className="mk-button mk-button--ghost" href={href('work-method-details', lang, { id: next.id })} rel="next">
            {t('workMethods.next')}: {next.title} <span aria-hidden="true" className="mk-flip">→</span>
          </a>
        ) : null}
      </nav>
    </article>
  );
}
