import { useParams } from 'react-router';
import { currentLang } from '@site/shared/i18n';
import { isLocale, type Locale } from '@site/shared/routes';

/** The page language from the route prefix; the i18next language as a fallback. */
export function useLang(): Locale {
  const { lang } = useParams();
  return isLocale(lang) ? lang : currentLang();
}
