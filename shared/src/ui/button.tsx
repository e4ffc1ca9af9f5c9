import type { ComponentProps } from 'react';
import { cx } from './cx';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: 'sm' | 'md' | 'lg';
  /** Disables the button and shows a spinner; the label stays so the width does not jump. */
  loading?: boolean;
  block?: boolean;
}

export function Button({
  variant = 'primary', size = 'md', loading = false, block = false, type = 'button', disabled, className, children, ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cx('ui-btn', `ui-btn--${variant}`, `ui-btn--${size}`, block && 'ui-btn--block', loading && 'ui-btn--loading', className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner size="sm" decorative />}
      {children}
    </button>
  );
}

/** Link styled as a button (navigation is a link, not a button). */
export function ButtonLink({ variant = 'primary', size = 'md', className, ...rest }: ComponentProps<'a'> & Pick<ButtonProps, 'variant' | 'size'>) {
  return <a className={cx('ui-btn', `ui-btn--${variant}`, `ui-btn--${size}`, className)} {...rest} />;
}
