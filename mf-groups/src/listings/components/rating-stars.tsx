import { formatNumber } from '@site/shared/i18n';
import type { Lang } from '@site/shared/lang';
import { useGroupsT } from '../../locales';

const MAX = 5;

/** Stars for sighted users; one spoken sentence ("Rating: 4.5 out of 5") for screen readers. */
export function RatingStars({ value, lang }: { value: number; lang: Lang }) {
  const { t } = useGroupsT();
  const clamped = Math.min(MAX, Math.max(0, value));
  const shown = formatNumber(clamped, lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const label = t('card.rating', { value: shown, max: formatNumber(MAX, lang) });
  return (
    <p className="gr-rating" role="img" aria-label={label}>
      <span className="gr-rating__stars" aria-hidden="true">
        <span className="gr-rating__base">{'★'.repeat(MAX)}</span>
        <span className="gr-rating__fill" style={{ inlineSize: `${(clamped / MAX) * 100}%` }}>
          {'★'.repeat(MAX)}
        </span>
      </span>
      <span className="gr-rating__value" aria-hidden="true">{shown}</span>
    </p>
  );
}
