import { api } from '@site/shared/api';
import type { LoginRequest, LoginResponse } from '@site/shared/types';

export type { LoginRequest, LoginResponse };

/** POST /api/auth/login: a session, or an OTP challenge when two-factor is on. */
export const login = (body: LoginRequest) =>
  api.post<LoginResponse>('/auth/login', body, { silent: true });
