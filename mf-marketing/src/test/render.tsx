import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { SWRConfig } from 'swr';
import { i18n, initI18n } from '@site/shared/i18n';
import type { Lang } from '@site/shared/types';
import { registerMarketing } from '../i18n';

/** Renders inside /:lang/* with a fresh SWR cache, in the given language. */
export async function renderAt(ui: ReactElement, { lang = 'en', path = '' }: { lang?: Lang; path?: string } = {}) {
  await initI18n(lang);
  await i18n.changeLanguage(lang);
  registerMarketing();
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[`/${lang}${path}`]}>
        <Routes>
          <Route path="/:lang/*" element={ui} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
}
