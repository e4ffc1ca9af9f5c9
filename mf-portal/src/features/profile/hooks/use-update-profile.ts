import { revalidateApi } from '@site/shared/api';
import type { Account, OtpChallenge } from '@site/shared/types';
import { updateProfile, type ProfileUpdate } from '../api/update-profile';
import { profileKey } from '../api/get-profile';
import type { ProfileEditValues } from '../profile-edit-schema';

/**
 * Sends only what changed (the current password only with a new email or phone), then refreshes
 * every cached copy of the profile (both languages). A new contact answers with its code challenge.
 */
export function useUpdateProfile() {
  return async (account: Account, { currentPassword, ...values }: ProfileEditValues): Promise<Account | OtpChallenge> => {
    const changes = Object.fromEntries(
      Object.entries(values).filter(([key, value]) => account[key as keyof Account] !== value),
    ) as ProfileUpdate;
    if (Object.keys(changes).length === 0) return account;
    if (changes.email !== undefined || changes.phone !== undefined) changes.currentPassword = currentPassword ?? '';
    const updated = await updateProfile(changes);
    await revalidateApi(profileKey);
    return updated;
  };
}
