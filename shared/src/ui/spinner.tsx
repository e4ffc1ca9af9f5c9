import { cx } from './cx';
import { useUiText } from './use-ui-text';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Announced to screen readers; defaults to "Loading…". */
  label?: string;
  /** Inside a busy button the button itself is announced; the spinner is decoration. */
  decorative?: boolean;
  className?: string;
}

export function Spinner({ size = 'md', label, decorative = false, className }: SpinnerProps) {
  const { t } = useUiText();
  if (decorative) return <span className={cx('ui-spinner', `ui-spinner--${size}`, className)} aria-hidden="true" />;
  return (
    <span className={cx('ui-spinner', `ui-spinner--${size}`, className)} role="status">
      <span className="ui-visually-hidden">{label ?? t('a11y.loading')}</span>
    </span>
  );
}
