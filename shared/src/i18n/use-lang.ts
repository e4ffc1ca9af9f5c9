import { useTranslation } from '@site/shared/i18n/react-binding';
import { useAddress } from '@site/shared/address';
import { toLang, type Lang } from '../lang';
import { splitLocale } from '@site/shared/routes';
import { i18n } from './instance';

/**
 * The language of the page: the address bar's `/:lang` prefix, else the language i18next is in
 * (the shell keeps it in step with the prefix; a server render sets both for the page it
 * renders). Re-renders on navigation and on a language change. No router involved: every app
 * can ask, whatever it routes with.
 */
export function useLang(): Lang {
  const fromAddress = splitLocale(useAddress().pathname).lang;
  const { i18n: instance } = useTranslation(undefined, { i18n });
  return fromAddress ?? toLang(instance.language);
}
