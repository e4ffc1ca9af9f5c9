import type { OtpChallenge, OtpPurpose } from '@site/shared/types';

/**
 * State handed between the steps of a flow (login -> otp, forgot -> otp -> new password).
 * Kept in sessionStorage so a reload of the step keeps working, and cleared when done;
 * nothing here is a credential that outlives the tab.
 */
export interface OtpFlow {
  challenge: OtpChallenge;
  purpose: OtpPurpose;
  /** Where to go once signed in (login), or back to (two-factor-toggle). */
  from?: string;
  /** Register: the phone the code went to, so it can be corrected. */
  phone?: string;
}

const OTP_KEY = 'portal:otp-flow';
const RESET_KEY = 'portal:reset-token';

function read<T>(key: string): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export const saveOtpFlow = (flow: OtpFlow) => sessionStorage.setItem(OTP_KEY, JSON.stringify(flow));
export const loadOtpFlow = () => read<OtpFlow>(OTP_KEY);
export const clearOtpFlow = () => sessionStorage.removeItem(OTP_KEY);

export const saveResetToken = (token: string) => sessionStorage.setItem(RESET_KEY, JSON.stringify(token));
export const loadResetToken = () => read<string>(RESET_KEY);
export const clearResetToken = () => sessionStorage.removeItem(RESET_KEY);

export const isOtpChallenge = (value: unknown): value is OtpChallenge =>
  typeof value === 'object' && value !== null && (value as { otpRequired?: unknown }).otpRequired === true;
