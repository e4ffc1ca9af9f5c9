import { Link } from 'react-router';
import { formatNumber } from '@site/shared/i18n';
import { href } from '@site/shared/routes';
import type { WorkMethod } from '@site/shared/types';
import { useLang } from '../../lib/use-lang';
import './cards.css';

export function WorkMethodCard({ method }: { method: WorkMethod }) {
  const lang = useLang();
  return (
    <li className="mk-card">
      <span className="mk-step__num" aria-hidden="true">{formatNumber(method.step, lang)}</span>
      <h3>
        <Link className="mk-link" to={href('work-method-details', lang, { id: method.id })}>{method.title}</Link>
      </h3>
      <p className="mk-muted">{method.summary}</p>
    </li>
  );
}
