import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from 'react-hot-toast';
import { loadAppConfig } from '@site/shared/config';
import { initI18n } from '@site/shared/i18n';
import { DEFAULT_LANG, LANG_META } from '@site/shared/lang';
import { splitLocale } from '@site/shared/routes';

/**
 * A remote alone, for its team's dev server: what the shell normally does before a remote
 * mounts (configuration, texts, the page's language and direction), then the app and its toasts.
 */
export async function startStandalone(App: ComponentType, root = document.getElementById('root') as HTMLElement): Promise<void> {
  await loadAppConfig().catch((error: unknown) => console.warn('app config unavailable, using defaults', error));
  const lang = splitLocale(window.location.pathname).lang ?? DEFAULT_LANG;
  await initI18n(lang);
  document.documentElement.lang = lang;
  document.documentElement.dir = LANG_META[lang].dir;
  createRoot(root).render(
    <>
      <App />
      <Toaster position="top-right" toastOptions={{ duration: 1000 }} />
    </>,
  );
}
