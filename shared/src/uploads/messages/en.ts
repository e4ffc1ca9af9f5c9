/** Upload refusals (i18next namespace 'uploads'; the API's `uploads.*` keys). `ar.ts` has the same keys. */
export const en = {
  tooLarge: 'The file is too large. The maximum size is {{limit}}.',
  typeNotAllowed: 'This type of file is not allowed. Allowed types: {{types}}.',
  contentMismatch: 'This file is not really a {{type}} file: its content is of another kind. Allowed types: {{types}}.',
  empty: 'The file is empty.',
  fileRequired: 'Choose a file to upload.',
  tooManyPending: 'Too many uploaded files are waiting to be sent. Send or remove some of them, then try again.',
  quotaReached: 'You have uploaded as much as is allowed for today. Please try again tomorrow.',
  noSpace: 'Files cannot be received right now. Please try again later.',
};

export type UploadMessages = typeof en;
