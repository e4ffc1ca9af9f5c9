import { forwardRef, type ClipboardEvent } from 'react';
import { normalizeDigits } from '@site/shared/phone';

export const OTP_LENGTH = 6;

/** Arabic-Indic and Persian digits become ASCII; everything else but digits is dropped. */
export const cleanCode = (text: string) => normalizeDigits(text).replace(/\D/g, '').slice(0, OTP_LENGTH);

interface Props {
  id: string;
  value: string;
  onChange: (code: string) => void;
  /** Called once all six digits are in (typed, pasted or filled by the OS). */
  onComplete?: (code: string) => void;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
}

/**
 * One field rather than six boxes: the OS one-time-code autofill, paste and screen
 * readers all work on a single input. LTR even on Arabic pages (codes read left to right).
 */
export const OtpCodeInput = forwardRef<HTMLInputElement, Props>(function OtpCodeInput(props, ref) {
  const { id, value, onChange, onComplete, invalid, describedBy, disabled } = props;
  const accept = (raw: string) => {
    const code = cleanCode(raw);
    onChange(code);
    if (code.length === OTP_LENGTH && code !== value) onComplete?.(code);
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    accept(event.clipboardData.getData('text'));
  };
  return (
    <input
      ref={ref}
      id={id}
      name="code"
      className="pt-otp-input"
      type="text"
      dir="ltr"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      placeholder="••••••"
      value={value}
      disabled={disabled}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onChange={(e) => accept(e.target.value)}
      onPaste={onPaste}
    />
  );
});
