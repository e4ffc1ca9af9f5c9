import { useTranslation } from '@site/shared/i18n';
import { SHELL_NS } from '../locales';

/** Shell strings, with 'common:' keys reaching the shared namespace (titles, errors). */
export function useShellT() {
  return useTranslation([SHELL_NS, 'common']);
}
