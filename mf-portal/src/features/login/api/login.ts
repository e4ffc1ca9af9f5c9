import { api } from '@site/shared/api';
import type { LoginResponse } from '@site/shared/types';
import type { LoginInput } from '@site/shared/validation';

/** POST /api/auth/login: a session, or an OTP challenge when two-factor is on. */
export const login = (body: LoginInput) =>
  api.post<LoginResponse>('/auth/login', body, { silent: true });
