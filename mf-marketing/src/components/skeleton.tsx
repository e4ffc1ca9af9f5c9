import { useMk } from '../locales';

interface Props {
  /** Number of placeholder cards. */
  count?: number;
  variant?: 'cards' | 'lines';
}

/** Placeholder while content loads; screen readers hear one status message. */
export function Skeleton({ count = 3, variant = 'cards' }: Props) {
  const { t } = useMk();
  return (
    <div className={`mk-skeleton mk-skeleton--${variant}`} role="status" aria-live="polite">
      <span className="mk-visually-hidden">{t('common.loading')}</span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="mk-skeleton__item" aria-hidden="true">
          <div className="mk-skeleton__bar mk-skeleton__bar--wide" />
          <div className="mk-skeleton__bar" />
          <div className="mk-skeleton__bar mk-skeleton__bar--short" />
        </div>
      ))}
    </div>
  );
}
