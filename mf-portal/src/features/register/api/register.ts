import { api } from '@site/shared/api';
import type { OtpChallenge } from '@site/shared/types';
import type { RegisterInput } from '@site/shared/validation';

/** POST /api/auth/register (the registration form's values): the account waits for the phone code (purpose 'register'). */
export const register = (body: RegisterInput) =>
  api.post<OtpChallenge>('/auth/register', body, { silent: true });
