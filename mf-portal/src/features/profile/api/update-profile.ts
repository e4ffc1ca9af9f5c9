import { api } from '@site/shared/api';
import type { Account } from '@site/shared/types';

export type ProfileUpdate = Partial<
  Pick<Account, 'fullName' | 'accountName' | 'email' | 'phone' | 'country' | 'area' | 'gender' | 'birthDate' | 'userType'>
>;

/** PATCH /api/profile: only the changed fields. */
export const updateProfile = (body: ProfileUpdate) => api.patch<Account>('/profile', body, { silent: true });
