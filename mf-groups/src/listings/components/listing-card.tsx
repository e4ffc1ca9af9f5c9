import { Link } from 'react-router';
import { formatNumber } from '@site/shared/i18n';
import { href, SECTION_ROUTES } from '@site/shared/routes';
import type { ListingSummary } from '@site/shared/listings/core';
import type { Lang } from '@site/shared/lang';
import { useGroupsT } from '../../locales';
import { RatingStars } from './rating-stars';
import './listing-card.css';

/** One record of a list; its name links to the record's page. */
export function ListingCard({ group, lang }: { group: ListingSummary; lang: Lang }) {
  const { t } = useGroupsT();
  const titleId = `gr-card-${group.id}`;
  const facts: [string, string][] = [
    [t('card.type'), group.type.label],
    [t('card.location'), group.location.label],
    [t('card.speciality'), group.speciality],
    [t('card.members'), formatNumber(group.membersCount, lang)],
  ];
  return (
    <article className="gr-card" aria-labelledby={titleId}>
      <div className="gr-card__head">
        <h2 className="gr-card__title" id={titleId}>
          <Link className="gr-card__link" to={href(SECTION_ROUTES[group.section].details, lang, { id: group.id })}>
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
            <li className="gr-tag" key={category.key}>{category.label}</li>
          ))}
        </ul>
      )}
    </article>
  );
}
