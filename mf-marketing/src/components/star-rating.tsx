import { formatNumber, useLang } from '@site/shared/i18n';
import { useMk } from '../locales';

const MAX = 5;

/** Stars are decoration; the accessible text carries the rating. */
export function StarRating({ rating }: { rating: number }) {
  const { t } = useMk();
  const lang = useLang();
  const value = Math.max(0, Math.min(MAX, Math.round(rating)));
  const label = t('reviews.rating', { rating: formatNumber(value, lang), max: formatNumber(MAX, lang) });
  return (
    <p className="mk-stars" role="img" aria-label={label}>
      {Array.from({ length: MAX }, (_, i) => (
        <span key={i} aria-hidden="true" className={i < value ? 'mk-stars__on' : 'mk-stars__off'}>
          ★
        </span>
      ))}
    </p>
  );
}
