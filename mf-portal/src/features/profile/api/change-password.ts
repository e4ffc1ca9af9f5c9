import { api } from '@site/shared/api';
import type { ChangePasswordInput } from '@site/shared/validation';

/** POST /api/profile/password */
export const changePassword = (body: ChangePasswordInput) =>
  api.post<{ ok: true }>('/profile/password', body, { silent: true });
