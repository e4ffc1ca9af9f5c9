import { navigateToUrl } from 'single-spa';
import { i18n } from '@site/shared/i18n';
import { switchLocalePath } from '@site/shared/routes';
import type { Lang } from '@site/shared/lang';
import { applyHtmlLang, writeLocaleCookie } from './locale';

/**
 * A locale change updates the cookie and goes to the localised path. The i18n
 * instance is shared, so mounted remotes re-render in the new language; the URL change
 * reaches their routers through single-spa.
 */
export async function switchLanguage(lang: Lang, navigate: (url: string) => void = navigateToUrl): Promise<void> {
  writeLocaleCookie(lang);
  await i18n.changeLanguage(lang);
  applyHtmlLang(lang);
  const { pathname, search, hash } = window.location;
  navigate(switchLocalePath(pathname + search + hash, lang));
}
