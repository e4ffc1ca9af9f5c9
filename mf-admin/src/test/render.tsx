import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ApiCacheProvider } from '@site/shared/api';
import { i18n, initI18n } from '@site/shared/i18n';
import { LANG_META, type Lang } from '@site/shared/lang';
import '../locales';

/**
 * Renders a console page at `/<lang>/<path>` with a fresh API cache and the page's language set;
 * `at` is the address when `path` is a pattern with params (`admin/content/:type/:id`).
 */
export async function renderPage(path: string, element: ReactElement, lang: Lang = 'en', at = path) {
  await initI18n(lang);
  await i18n.changeLanguage(lang);
  document.documentElement.lang = lang;
  document.documentElement.dir = LANG_META[lang].dir;
  const pathOnly = path.split('?')[0] ?? path;
  return render(
    <ApiCacheProvider>
      <MemoryRouter initialEntries={[`/${lang}/${at}`]}>
        <Routes>
          <Route path={`/:lang/${pathOnly}`} element={element} />
        </Routes>
      </MemoryRouter>
    </ApiCacheProvider>,
  );
}
