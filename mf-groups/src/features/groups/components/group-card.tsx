import { Link } from 'react-router';
import { formatNumber, useTranslation } from '@site/shared/i18n';
import { href, type Locale } from '@site/shared/routes';
import type { GroupSummary } from '@site/shared/types';
import { NS } from '../../../i18n';
import { RatingStars } from './rating-stars';
import './group-card.css';

export function GroupCard({ group, lang }: { group: GroupSummary; lang: Locale }) {
  const { t } = useTranslation(NS);
  const titleId = `gr-card-${group.id}`;
  const facts: [string, string][] = [
    [t('card.type'), group.type],
    [t('card.location'), group.location],
    [t('card.speciality'), group.speciality],
    [t('card.members'), formatNumber(group.membersCount, lang)],
  ];
  return (
    <article className="gr-card" aria-labelledby={titleId}>
      <div className="gr-card__head">
        <h2 className="gr-card__title" id={titleId}>
          <Link className="gr-card__link" to={href('groups-details', lang, { id: group.id })}>
            {group.name}
          </Link>
        </h2>
        <span className={`gr-badge gr-badge--${group.status}`}>{t(`card.status.${group.status}`)}</span>
      </div>
      <RatingStars value={group.rating} lang={lang} />
      <dl className="gr-card__facts">
        {facts.map(([term, value]) => (
          <div className="gr-card__fact" key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {group.categories.length > 0 && (
        <ul className="gr-card__tags" aria-label={t('card.categories')}>
          {group.categories.map((category) => (
            <li className="gr-tag" key={category}>{category}</li>
          ))}
        </ul>
      )}
    </article>
  );
}
