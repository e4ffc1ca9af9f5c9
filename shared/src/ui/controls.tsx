import type { ComponentProps, ReactNode } from 'react';
import { cx } from './cx';

/*
 * Native controls with the kit's look. React 19 passes `ref` as a prop, so
 * react-hook-form's `register()` spreads straight onto them.
 */
export function Input({ className, ...rest }: ComponentProps<'input'>) {
  return <input className={cx('ui-input', className)} {...rest} />;
}

export function Textarea({ className, rows = 5, ...rest }: ComponentProps<'textarea'>) {
  return <textarea className={cx('ui-input', 'ui-textarea', className)} rows={rows} {...rest} />;
}

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends ComponentProps<'select'> {
  options?: readonly SelectOption[];
  /** First, empty choice (e.g. "Choose a country"). */
  placeholder?: string;
}

export function Select({ className, options, placeholder, children, ...rest }: SelectProps) {
  return (
    <select className={cx('ui-input', 'ui-select', className)} {...rest}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options?.map((o) => (
        <option key={o.value} value={o.value} disabled={o.disabled}>
          {o.label}
        </option>
      ))}
      {children}
    </select>
  );
}

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: ReactNode;
  error?: string;
}

/** A checkbox with its own label (the label is the click target) and optional error. */
export function Checkbox({ label, error, className, id, name, ...rest }: CheckboxProps) {
  const inputId = id ?? (name ? `ui-cb-${name}` : undefined);
  const errorId = error && inputId ? `${inputId}-error` : undefined;
  return (
    <div className={cx('ui-checkbox', className)}>
      <label className="ui-checkbox__label">
        <input
          type="checkbox"
          id={inputId}
          name={name}
          className="ui-checkbox__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          {...rest}
        />
        <span>{label}</span>
      </label>
      {error && <p id={errorId} className="ui-field__error">{error}</p>}
    </div>
  );
}
