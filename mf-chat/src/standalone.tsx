import { createRoot } from 'react-dom/client';
import { loadAppConfig } from '@site/shared/config';
import { emit } from '@site/shared/events';
import { initI18n } from '@site/shared/i18n';
import { splitLocale } from '@site/shared/routes';
import { DEFAULT_LANG, LANG_META } from '@site/shared/lang';

/** Runs the chat launcher alone for its own dev server; in the site the shell mounts ./spa. */
async function start() {
  const lang = splitLocale(window.location.pathname).lang ?? DEFAULT_LANG;
  if (window.location.pathname === '/') window.history.replaceState(null, '', `/${lang}`);
  // Without the dev API the app still starts on the default config.
  await loadAppConfig().catch((error: unknown) => console.warn(error));
  await initI18n(lang);
  document.documentElement.lang = lang;
  document.documentElement.dir = LANG_META[lang].dir;
  const { App } = await import('./app');
  const root = document.getElementById('root') as HTMLElement;
  // A stand-in for the support-assistance page, which opens the chat through the shared event.
  const opener = document.createElement('button');
  opener.type = 'button';
  opener.textContent = 'chat:open';
  opener.addEventListener('click', () => emit('chat:open', {}));
  root.before(opener);
  createRoot(root).render(<App />);
}

void start();
