import { api } from '@site/shared/api';
import type { Gender, OtpChallenge, UserType } from '@site/shared/types';

export interface RegisterRequest {
  fullName: string;
  accountName?: string;
  email: string;
  /** E.164 */
  phone: string;
  country?: string;
  area: string;
  gender: Gender;
  /** yyyy-mm-dd */
  birthDate: string;
  password: string;
  passwordConfirmation: string;
  userType: UserType;
  acceptTerms: true;
}

/** POST /api/auth/register: the account waits for the phone code (purpose 'register'). */
export const register = (body: RegisterRequest) =>
  api.post<OtpChallenge>('/auth/register', body, { silent: true });
