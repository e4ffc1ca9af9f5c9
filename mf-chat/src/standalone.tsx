import { createRoot } from 'react-dom/client';
import { loadAppConfig } from '@site/shared/config';
import { emit } from '@site/shared/events';
import { initI18n } from '@site/shared/i18n';
import { splitLocale } from '@site/shared/routes';
import { DEFAULT_LANG, LANG_META, toLang } from '@site/shared/lang';

const FRAME_PATH = '/chat/frame';

/** The page of the embed iframe (/chat/frame?lang=ar): the panel alone, driven by the host page's loader. */
async function startFrame() {
  const lang = toLang(new URLSearchParams(location.search).get('lang'));
  await loadAppConfig().catch((error: unknown) => console.warn(error));
  await initI18n(lang);
  const { FrameApp } = await import('./features/chat/embed/frame-app');
  createRoot(document.getElementById('root') as HTMLElement).render(<FrameApp initialLang={lang} />);
}

/** Runs the chat launcher alone for its own dev server; in the site the shell mounts ./spa. */
async function start() {
  if (location.pathname === FRAME_PATH) return startFrame();
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
