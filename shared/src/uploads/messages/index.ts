import { ar } from './ar';
import { en } from './en';

export type { UploadMessages } from './en';
export { en as uploadMessagesEn, ar as uploadMessagesAr };

/** Resources for the i18next namespace 'uploads' (registered by initI18n). */
export const uploadResources = { en, ar };
