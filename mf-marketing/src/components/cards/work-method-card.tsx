import { formatNumber, useLang } from '@site/shared/i18n';
import { href } from '@site/shared/routes';
import type { WorkMethod } from '@site/shared/types';
import './cards.css';

export function WorkMethodCard({ method }: { method: WorkMethod }) {
  const lang = useLang();
  return (
    <li className="mk-card">
      <span className="mk-step__num" aria-hidden="true">{formatNumber(method.step, lang)}</span>
      <h3>
        <a className="mk-link" href={href('work-method-details', lang, { id: method.id })}>{method.title}</a>
      </h3>
      <p className="mk-muted">{method.summary}</p>
    </li>
  );
}
