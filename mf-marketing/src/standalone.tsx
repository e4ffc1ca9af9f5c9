import { createRoot } from 'react-dom/client';
import { Toaster } from 'react-hot-toast';
import { loadAppConfig } from '@site/shared/config';
import { initI18n } from '@site/shared/i18n';
import { splitLocale } from '@site/shared/routes';
import { DEFAULT_LANG, LANG_META } from '@site/shared/lang';
import './standalone.css';

/** The remote on its own dev server (port 3101), without the shell. */
async function start() {
  const lang = splitLocale(location.pathname).lang ?? DEFAULT_LANG;
  document.documentElement.lang = lang;
  document.documentElement.dir = LANG_META[lang].dir;
  await loadAppConfig().catch(() => undefined);
  await initI18n(lang);
  const { App } = await import('./app');
  createRoot(document.getElementById('root') as HTMLElement).render(
    <main>
      <App />
      <Toaster position="top-right" toastOptions={{ duration: 1000 }} />
    </main>,
  );
}

void start();
