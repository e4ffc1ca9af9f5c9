import { useTranslation } from '@site/shared/i18n';
import { NS } from '../../../i18n';
import './group-card.css';

const PLACEHOLDERS = 6;

/** Card-shaped placeholders keep the layout still while the first page loads. */
export function GroupsSkeleton() {
  const { t } = useTranslation(NS);
  return (
    <div role="status">
      <span className="gr-visually-hidden">{t('list.loading')}</span>
      <ul className="gr-grid" aria-hidden="true">
        {Array.from({ length: PLACEHOLDERS }, (_, i) => (
          <li key={i} className="gr-card gr-card--skeleton">
            <span className="gr-skel gr-skel--title" />
            <span className="gr-skel gr-skel--short" />
            <span className="gr-skel" />
            <span className="gr-skel" />
            <span className="gr-skel gr-skel--short" />
          </li>
        ))}
      </ul>
    </div>
  );
}
