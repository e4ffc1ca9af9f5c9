import { api } from '@site/shared/api';

export interface ResetPasswordRequest {
  resetToken: string;
  password: string;
  passwordConfirmation: string;
}

/** POST /api/auth/password/reset with the token the reset OTP gave. */
export const resetPassword = (body: ResetPasswordRequest) =>
  api.post<{ ok: true }>('/auth/password/reset', body, { silent: true });
