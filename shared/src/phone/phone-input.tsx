import { forwardRef, useImperativeHandle, useRef } from 'react';
import { CountryDropdown } from './country-dropdown';
import type { PhoneInputProps } from './phone-input-props';
import { usePhoneText } from './phone-text';
import { usePhoneState } from './use-phone-state';
import './phone-input.css';

export const DEFAULT_PHONE_NAME = 'telephone';
export const DEFAULT_PHONE_MAX_LENGTH = 25;

/**
 * Shared phone field: country picker plus an LTR text input. Works uncontrolled
 * (defaultValue), controlled (value + onChange) and inside react-hook-form's Controller
 * (the ref reaches the <input> so setFocus works).
 */
/** The field marks the input invalid; the border the eye sees is the wrapper's, so it carries the mark too. */
const isInvalid = (value: boolean | 'true' | 'false' | undefined) => value === true || value === 'true';

export const PhoneInput = forwardRef<HTMLInputElement, PhoneInputProps>(function PhoneInput(props, ref) {
  const { t, lang } = usePhoneText(props.lang);
  const inputRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement, []);
  const state = usePhoneState(props, lang);
  const {
    name = DEFAULT_PHONE_NAME,
    maxLength = DEFAULT_PHONE_MAX_LENGTH,
    placeholder = t('placeholder'),
    showDialCode = true,
    showFlags = true,
    showSearchBox = false,
  } = props;

  return (
    <div ref={rootRef} className={['ui-phone', props.disabled && 'is-disabled', isInvalid(props['aria-invalid']) && 'is-invalid', props.className].filter(Boolean).join(' ')}>
      <CountryDropdown
        list={state.list}
        selected={state.selected}
        lang={lang}
        t={t}
        disabled={props.disabled}
        showDialCode={showDialCode}
        showFlags={showFlags}
        showSearchBox={showSearchBox}
        anchorRef={inputRef}
        rootRef={rootRef}
        onPick={(entry) => {
          state.handlePick(entry);
          props.onCountryChange?.(entry);
          inputRef.current?.focus();
        }}
      />
      <input
        ref={inputRef}
        className="ui-phone-input"
        type="tel"
        dir="ltr"
        inputMode="tel"
        autoComplete={props.autoComplete ?? 'tel'}
        id={props.id}
        name={name}
        maxLength={maxLength}
        placeholder={placeholder}
        disabled={props.disabled}
        required={props.required}
        aria-invalid={props['aria-invalid']}
        aria-describedby={props['aria-describedby']}
        aria-label={props['aria-label']}
        value={state.text}
        onChange={(e) => state.handleInput(e.target.value)}
        onBlur={props.onBlur}
      />
    </div>
  );
});
