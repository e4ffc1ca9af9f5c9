import type { Resource } from 'i18next';
import { validationResources } from '../validation/messages';
import { uploadResources } from '../uploads/messages';
// phone-text, not the phone index: the index pulls the input, its CSS and libphonenumber.
import { PHONE_NS, phoneResources } from '../phone/phone-text';

/** The namespaces only forms and uploads read, by language: added once the page has started (instance.ts). */
export const FORM_TEXTS = {
  en: { validation: validationResources.en, uploads: uploadResources.en, [PHONE_NS]: phoneResources.en },
  ar: { validation: validationResources.ar, uploads: uploadResources.ar, [PHONE_NS]: phoneResources.ar },
} satisfies Resource;
