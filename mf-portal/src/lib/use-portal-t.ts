import { useTranslation } from '@site/shared/i18n';
import { NS } from '../i18n';

/** Translations of this remote's namespace. */
export const usePortalT = () => useTranslation(NS);
