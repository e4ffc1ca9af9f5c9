import { api } from '@site/shared/api';
import type { ResetPasswordInput } from '@site/shared/validation';

/** POST /api/auth/password/reset with the token the reset OTP gave. */
export const resetPassword = (body: ResetPasswordInput) =>
  api.post<{ ok: true }>('/auth/password/reset', body, { silent: true });
