import { revalidateApi } from '@site/shared/api';
import type { Account } from '@site/shared/types';
import { updateProfile, type ProfileUpdate } from '../api/update-profile';
import { profileKey } from '../api/get-profile';

/** Sends only what changed, then refreshes every cached copy of the profile (both languages). */
export function useUpdateProfile() {
  return async (account: Account, values: Record<string, string>) => {
    const changes = Object.fromEntries(
      Object.entries(values).filter(([key, value]) => account[key as keyof Account] !== value),
    ) as ProfileUpdate;
    if (Object.keys(changes).length === 0) return account;
    const updated = await updateProfile(changes);
    await revalidateApi(profileKey);
    return updated;
  };
}
