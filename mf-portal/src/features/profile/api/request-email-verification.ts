import { api } from '@site/shared/api';
import type { OtpChallenge } from '@site/shared/types';

/** POST /api/profile/email-verification: the email counts as verified once the code it sends is entered. */
export const requestEmailVerification = () => api.post<OtpChallenge>('/profile/email-verification', {}, { silent: true });
