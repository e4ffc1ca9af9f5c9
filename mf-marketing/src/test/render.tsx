import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { ApiCacheProvider } from '@site/shared/api';
import { i18n, initI18n } from '@site/shared/i18n';
import type { Lang } from '@site/shared/lang';
import { pageTexts } from '../locales';

/** Renders at /{lang}{path} (the address bar is the remote's only router) with a fresh API cache, in the given language. */
export async function renderAt(ui: ReactElement, { lang = 'en', path = '' }: { lang?: Lang; path?: string } = {}) {
  await initI18n(lang);
  await i18n.changeLanguage(lang);
  await pageTexts();
  window.history.replaceState(null, '', `/${lang}${path}`);
  return render(<ApiCacheProvider>{ui}</ApiCacheProvider>);
}
