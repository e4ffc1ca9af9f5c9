import { api } from '@site/shared/api';
import type { OtpChallenge } from '@site/shared/types';

/** POST /api/profile/two-factor: nothing changes until the OTP it sends is verified. */
export const requestTwoFactor = (enabled: boolean) =>
  api.post<OtpChallenge>('/profile/two-factor', { enabled }, { silent: true });
