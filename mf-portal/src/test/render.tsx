import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ApiCacheProvider } from '@site/shared/api';
import { i18n, initI18n } from '@site/shared/i18n';
import { LANG_META, type Lang } from '@site/shared/lang';
import '../locales';

export let currentLocation = '';

function LocationProbe() {
  const { pathname, search } = useLocation();
  currentLocation = `${pathname}${search}`;
  return null;
}

/** Renders `element` at `url` under `/:lang/<route>` with a fresh API cache and the page language set. */
export async function renderAt(url: string, route: string, element: ReactElement, lang: Lang = 'en') {
  await initI18n(lang);
  await i18n.changeLanguage(lang);
  document.documentElement.lang = lang;
  document.documentElement.dir = LANG_META[lang].dir;
  return render(
    <ApiCacheProvider>
      <MemoryRouter initialEntries={[url]}>
        <LocationProbe />
        <Routes>
          <Route path={`/:lang/${route}`} element={element} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
      </MemoryRouter>
    </ApiCacheProvider>,
  );
}
