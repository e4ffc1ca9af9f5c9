import { en } from './en';
import { ar } from './ar';

export type { ValidationMessages } from './en';
export { en as validationEn, ar as validationAr };

/** Resources for the i18next namespace 'validation' (registered by initI18n). */
export const validationResources = { en, ar };
