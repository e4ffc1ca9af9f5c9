import type { Permission, Role } from '../permissions';
import type { GENDERS, USER_TYPES } from '../validation/schemas/fields';

export type UserType = (typeof USER_TYPES)[number];
export type Gender = (typeof GENDERS)[number];
export type UserRole = Role;

/** An account as the API returns it (never the password hash). */
export interface Account {
  id: string;
  fullName: string;
  accountName: string;
  email: string;
  /** E.164, e.g. +966500000001 */
  phone: string;
  country: string;
  area: string;
  gender: Gender;
  /** ISO date yyyy-mm-dd */
  birthDate: string;
  userType: UserType;
  role: UserRole;
  /** What the role may do (shared/src/permissions), so a page need not know the matrix. */
  permissions: Permission[];
  twoFactorEnabled: boolean;
  phoneVerified: boolean;
  /** A code sent to the email was entered; password-reset codes go to the email only then. */
  emailVerified: boolean;
  lastLoginAt: string | null;
  lastPasswordChangeAt: string | null;
  createdAt: string;
}

/** A session issued to the browser (stored in the auth_user cookie as { token, name }). */
export interface SessionGrant {
  token: string;
  user: Account;
}

/** When 2FA is on, or the phone is not yet verified, login answers with an OTP challenge. */
export interface OtpChallenge {
  otpRequired: true;
  challengeId: string;
  purpose: OtpPurpose;
  /** Masked contact the code was sent to, e.g. +9665•••••001; empty for a password reset, which never says where its code went. */
  sentTo: string;
  /** Seconds before a resend is allowed. */
  resendIn: number;
  /** Seconds until the code expires. */
  expiresIn: number;
}

export type LoginResponse = SessionGrant | OtpChallenge;

export type OtpPurpose = 'register' | 'login' | 'reset' | 'two-factor-toggle' | 'contact-change' | 'email-verify';

export interface ActiveSession {
  id: string;
  device: string;
  ip: string;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}
