import { validationEn } from '@site/shared/validation';
import { uploadMessagesEn } from '@site/shared/uploads';
import { ticketMessagesEn } from '@site/shared/tickets';
import { chatMessagesEn } from '@site/shared/chat';
import { contentEditingMessagesEn } from '@site/shared/content-editing';
import { mailTextsEn } from '../services/messages/templates/texts.en.js';

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
    badHost: 'The Host header is not a valid host name.',
    unstorableCharacter: 'The request contains a null character or a broken Unicode character, which cannot be stored.',
    invalidJson: 'The request body is not valid JSON.',
    serviceUnavailable: 'The service is temporarily unavailable. Please try again later.',
    registrationFailed: 'Registration failed. Please try again.',
    changePasswordFailed: 'Failed to change password. Please try again.',
    updateProfileFailed: 'Failed to update profile. Please try again.',
    loadTicketsFailed: 'Failed to load tickets. Please try again later.',
    rangeNotSatisfiable: 'The requested range of the file is not available.',
  },
  // Validation messages are the shared ones, word for word, so a form and the API never disagree.
  validation: {
    ...sharedMessages,
    phoneInvalid: 'Please enter a valid phone number.',
    dateInvalid: 'Please enter a valid date.',
    oneContactAtATime: 'Change the email or the phone number, one at a time.',
    unknownField: 'Unknown field: {{field}}',
  },
  fields: {
    ...sharedFields,
    challengeId: 'Challenge',
    resetToken: 'Reset token',
    enabled: 'Enabled',
    page: 'Page',
    pageSize: 'Page size',
    after: 'Next page link',
    before: 'Previous page link',
    q: 'Search',
    id: 'Id',
    to: 'Recipient',
    purpose: 'Purpose',
    file: 'File',
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
    emailAlreadyVerified: 'Your email address is already verified.',
  },
  otp: {
    invalid: 'Invalid OTP.',
    attemptsLeft_one: 'You have {{count}} attempt left.',
    attemptsLeft_other: 'You have {{count}} attempts left.',
    noAttemptsLeft: 'Too many wrong codes. Please request a new code.',
    startAgain: 'This verification has gone on too long. Please start again.',
    expired: 'The code has expired. Please request a new code.',
    resendWait_one: 'Please wait {{count}} second before requesting a new code.',
    resendWait_other: 'Please wait {{count}} seconds before requesting a new code.',
    sendLimit: 'Too many codes were requested. Please try again later.',
    accountLimit: 'Too many failed verification attempts. Please try again later.',
    contactChangeNotAllowed: 'The contact can only be changed while verifying a new registration.',
    smsBody: 'Your verification code is {{code}}. It expires in {{minutes}} minutes.',
    emailSubject: 'Your verification code',
  },
  contactChange: {
    subject: 'Your contact details were changed',
    notice: {
      email: 'The email address of your account was changed to {{value}}. If you did not do this, reset your password and contact us.',
      phone: 'The phone number of your account was changed to {{value}}. If you did not do this, reset your password and contact us.',
    },
  },
  uploads: uploadMessagesEn,
  realtime: {
    badFrame: 'The message could not be read.',
    unauthenticated: 'Please sign in again to continue.',
    alreadyAuthenticated: 'This connection is already signed in.',
    notFound: 'Not found, or not available to you.',
    unknownRequest: 'This request is not supported.',
    conflict: 'This was changed in the meantime, so the request was not carried out.',
    tooManySubscriptions: 'Too many live updates are open on this connection.',
  },
  tickets: ticketMessagesEn,
  chat: chatMessagesEn,
  contentEditing: contentEditingMessagesEn,
  tenants: {
    notConfigured: 'This site is not configured.',
    notConfiguredDetail: 'The address {{domain}} is not connected to any site here. If it is your domain, ask us to set it up.',
    notOnSite: 'This page is not part of this site.',
    notOnSiteDetail: 'The page {{path}} is not on {{name}}’s site.',
    backHome: 'Go to {{name}}',
  },
  directory: {
    slugTaken: 'Another listing in this section already has this public id.',
    domainTaken: 'This domain is already mapped to another listing.',
    domainIsSite: 'This is the site’s own address: it cannot be mapped to a listing.',
    priceOrder: 'The lowest price cannot be above the highest.',
    offeringSlugTaken: 'This listing already has a product or service with this public id.',
  },
  people: {
    cannotDemoteSelf: 'You cannot change your own role. Ask another administrator.',
    cannotDeactivateSelf: 'You cannot deactivate your own account. Ask another administrator.',
    cannotLockSelf: 'You cannot lock your own account.',
    notAnAgent: 'Only support agents work in departments.',
    inviteInvalid: 'This invitation is invalid, already used or has expired. Ask for a new one.',
    accountDisabled: 'This account is not active. Contact the site administrators.',
  },
  joinRequests: {
    closed: 'Join requests are not available.',
    alreadyOpen: 'You already have an open request to join this group.',
    decided: 'This request has already been decided.',
  },
  mail: mailTextsEn,
  idempotency: {
    invalidKey: 'The Idempotency-Key header must be 1 to 255 visible characters.',
    inProgress: 'A request with the same Idempotency-Key is still being processed.',
    mismatch: 'This Idempotency-Key was already used for a different request.',
    alreadyDone: 'This request was already completed. Please start again to repeat it.',
  },
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Messages = Widen<typeof en>;
