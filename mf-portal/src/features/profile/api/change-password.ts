import { api } from '@site/shared/api';

export interface ChangePasswordRequest {
  currentPassword: string;
  password: string;
  passwordConfirmation: string;
  endOtherSessions: boolean;
}

/** POST /api/profile/password */
export const changePassword = (body: ChangePasswordRequest) =>
  api.post<{ ok: true }>('/profile/password', body, { silent: true });
