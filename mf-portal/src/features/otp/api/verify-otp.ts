import { api } from '@site/shared/api';
import type { SessionGrant } from '@site/shared/types';

/** What POST /api/auth/otp/verify answers, by challenge purpose. */
export type VerifyOtpResult =
  | { verified: true }
  | SessionGrant
  | { resetToken: string }
  | { twoFactorEnabled: boolean };

export const verifyOtp = (challengeId: string, code: string) =>
  api.post<VerifyOtpResult>('/auth/otp/verify', { challengeId, code }, { silent: true });
