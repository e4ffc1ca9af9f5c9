import { useParams } from 'react-router';
import { currentLang } from '@site/shared/i18n';
import { isLocale, type Locale } from '@site/shared/routes';

/** The language of the current page, from the `/:lang/...` prefix every route has. */
export function useLang(): Locale {
  const { lang } = useParams();
  return isLocale(lang) ? lang : currentLang();
}
