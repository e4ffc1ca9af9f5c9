import { validationEn } from '@site/shared/validation';

const { fields: sharedFields, ...sharedMessages } = validationEn;

/** Server messages (English). `ar.ts` must have exactly the same keys; a test checks it. */
export const en = {
  errors: {
    generic: 'Something went wrong.',
    badRequest: 'The request is not valid.',
    unauthorized: '401 Unauthorized',
    forbidden: '403 Forbidden',
    notFound: '404 Page Not Found',
    internal: '500 Internal Server Error',
    routeNotFound: 'Page not found: {{path}}',
    validation: 'The given data was invalid.',
    tooManyRequests: 'Too many requests. Please try again later.',
    payloadTooLarge: 'The request is too large.',
    unsupportedMediaType: 'Unsupported content type.',
    invalidJson: 'The request body is not valid JSON.',
    serviceUnavailable: 'The service is temporarily unavailable. Please try again later.',
    notAvailableInProduction: 'This endpoint is not available.',
    registrationFailed: 'Registration failed. Please try again.',
    changePasswordFailed: 'Failed to change password. Please try again.',
    updateProfileFailed: 'Failed to update profile. Please try again.',
    loadTicketsFailed: 'Failed to load tickets. Please try again later.',
  },
  // SPEC 5 messages are the shared ones, word for word, so a form and the API never disagree.
  validation: {
    ...sharedMessages,
    phoneInvalid: 'Please enter a valid phone number.',
    dateInvalid: 'Please enter a valid date.',
    unknownField: 'Unknown field: {{field}}',
  },
  fields: {
    ...sharedFields,
    challengeId: 'Challenge',
    resetToken: 'Reset token',
    enabled: 'Enabled',
    page: 'Page',
    pageSize: 'Page size',
    q: 'Search',
    id: 'Id',
    to: 'Recipient',
  },
  auth: {
    invalidCredentials: 'The phone number, email or password is incorrect.',
    accountLocked_one: 'Too many failed login attempts. Try again in {{count}} minute.',
    accountLocked_other: 'Too many failed login attempts. Try again in {{count}} minutes.',
    sessionExpired: 'Your session has expired. Please log in again.',
    currentPasswordIncorrect: 'The current password is incorrect.',
    resetTokenInvalid: 'This password reset request is invalid or has expired. Please start again.',
    phoneNotVerified: 'Please verify your phone number to continue.',
    sessionNotFound: 'Session not found.',
  },
  otp: {
    invalid: 'Invalid OTP.',
    attemptsLeft_one: 'You have {{count}} attempt left.',
    attemptsLeft_other: 'You have {{count}} attempts left.',
    noAttemptsLeft: 'Too many wrong codes. Please request a new code.',
    expired: 'The code has expired. Please request a new code.',
    resendWait_one: 'Please wait {{count}} second before requesting a new code.',
    resendWait_other: 'Please wait {{count}} seconds before requesting a new code.',
    sendLimit: 'Too many codes were requested. Please try again later.',
    accountLimit: 'Too many failed verification attempts. Please try again later.',
    contactChangeNotAllowed: 'The contact can only be changed while verifying a new registration.',
    smsBody: 'Your verification code is {{code}}. It expires in {{minutes}} minutes.',
    emailSubject: 'Your verification code',
  },
  idempotency: {
    invalidKey: 'The Idempotency-Key header must be 1 to 255 visible characters.',
    inProgress: 'A request with the same Idempotency-Key is still being processed.',
    mismatch: 'This Idempotency-Key was already used for a different request.',
  },
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Messages = Widen<typeof en>;
