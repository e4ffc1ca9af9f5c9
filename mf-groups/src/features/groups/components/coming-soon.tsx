import { Link } from 'react-router';
import { useTranslation } from '@site/shared/i18n';
import { href } from '@site/shared/routes';
import { NS } from '../../../i18n';
import { useLang } from '../../../hooks/use-lang';
import './groups.css';

/**
 * Placeholder for the group sub-pages (details, criteria, stats, product, service) and the
 * support_services / supporting_members areas until their features land.
 */
export function ComingSoon({ titleKey }: { titleKey?: string }) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  return (
    <section className="gr-page" aria-labelledby="gr-soon-title">
      <div className="gr-panel gr-panel--soon">
        <span className="gr-badge gr-badge--soon">{t('comingSoon.title')}</span>
        <h1 className="gr-panel__title" id="gr-soon-title">
          {titleKey ? t(`common:titles.${titleKey}`) : t('list.heading')}
        </h1>
        <p className="gr-panel__text">{t('comingSoon.body')}</p>
        <Link className="gr-button" to={href('groups', lang)}>{t('comingSoon.back')}</Link>
      </div>
    </section>
  );
}
