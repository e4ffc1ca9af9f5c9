import { createRoot } from 'react-dom/client';
import { Toaster } from 'react-hot-toast';
import { loadAppConfig } from '@site/shared/config';
import { initI18n } from '@site/shared/i18n';
import { splitLocale } from '@site/shared/routes';
import { DEFAULT_LANG, LANG_META } from '@site/shared/lang';
import { App } from './app';

/** The portal alone, for this team's dev server (the shell normally does all of this). */
async function start() {
  await loadAppConfig().catch((error: unknown) => console.warn('app config unavailable, using defaults', error));
  const lang = splitLocale(window.location.pathname).lang ?? DEFAULT_LANG;
  await initI18n(lang);
  document.documentElement.lang = lang;
  document.documentElement.dir = LANG_META[lang].dir;
  createRoot(document.getElementById('root') as HTMLElement).render(
    <>
      <App />
      <Toaster position="top-right" toastOptions={{ duration: 1000 }} />
    </>,
  );
}

void start();
