import { api } from '@site/shared/api';
import type { OtpChallenge } from '@site/shared/types';

/** POST /api/auth/otp/resend: a new code and countdown; `phone` corrects the contact (register). */
export const resendOtp = (challengeId: string, phone?: string) =>
  api.post<OtpChallenge>('/auth/otp/resend', phone ? { challengeId, phone } : { challengeId }, { silent: true });
