import { api } from '@site/shared/api';
import type { Account, OtpChallenge } from '@site/shared/types';
import type { ProfileInput } from '@site/shared/validation';

/** The profile form's fields that changed, with the current password when the email or phone is among them. */
export type ProfileUpdate = Partial<ProfileInput> & { currentPassword?: string };

/** PATCH /api/profile: the updated account, or the challenge sent to a new email or phone. */
export const updateProfile = (body: ProfileUpdate) => api.patch<Account | OtpChallenge>('/profile', body, { silent: true });
