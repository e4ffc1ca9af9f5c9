import { cloneElement, useId, type ReactElement, type ReactNode } from 'react';
import { cx } from './cx';
import { useUiText } from './use-ui-text';

type ControlProps = { id?: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean; 'aria-required'?: boolean };

export interface FieldProps {
  label: ReactNode;
  /** A string, or react-hook-form's FieldError. */
  error?: string | { message?: string } | undefined;
  hint?: ReactNode;
  required?: boolean;
  /** One control (Input, Select, Textarea, PhoneInput, ...): it receives id and aria wiring. */
  children: ReactElement<ControlProps>;
  className?: string;
}

/** Label, control, hint and error, tied together with ids so screen readers read them all. */
export function Field({ label, error, hint, required, children, className }: FieldProps) {
  const autoId = useId();
  const id = children.props.id ?? `f${autoId.replace(/:/g, '')}`;
  const message = typeof error === 'string' ? error : error?.message;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = message ? `${id}-error` : undefined;
  const describedBy = [children.props['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;
  const control = cloneElement(children, {
    id,
    'aria-describedby': describedBy,
    'aria-invalid': message ? true : undefined,
    'aria-required': required || undefined,
  });
  return (
    <div className={cx('ui-field', message && 'ui-field--invalid', className)}>
      <label htmlFor={id} className="ui-field__label">
        {label}
        {required && <RequiredMark />}
      </label>
      {control}
      {hint && <p id={hintId} className="ui-field__hint">{hint}</p>}
      {message && <p id={errorId} className="ui-field__error">{message}</p>}
    </div>
  );
}

/** The mark after a required field's label (or a group's legend): a star, read out as "required". */
export function RequiredMark() {
  const { t } = useUiText();
  return (
    <span className="ui-field__required">
      <span aria-hidden="true"> *</span>
      <span className="ui-visually-hidden"> ({t('a11y.required')})</span>
    </span>
  );
}
