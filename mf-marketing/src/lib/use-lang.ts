import { useParams } from 'react-router';
import { currentLang } from '@site/shared/i18n';
import type { Lang } from '@site/shared/types';

export const isLang = (value: string | undefined): value is Lang => value === 'ar' || value === 'en';

/** The language comes from the URL prefix; the shell keeps i18n in step with it. */
export function useLang(): Lang {
  const { lang } = useParams();
  return isLang(lang) ? lang : currentLang();
}
