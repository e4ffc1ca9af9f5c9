import { api } from '@site/shared/api';
import type { OtpChallenge } from '@site/shared/types';

/** POST /api/auth/password/forgot: same answer whether or not the account exists. */
export const forgotPassword = (identifier: string) =>
  api.post<OtpChallenge>('/auth/password/forgot', { identifier }, { silent: true });
