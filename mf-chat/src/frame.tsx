import { createRoot } from 'react-dom/client';
import { loadAppConfig } from '@site/shared/config';
import { initI18n } from '@site/shared/i18n';
import { toLang } from '@site/shared/lang';
import { keepSeparateIdentity } from './features/chat/api/connection';
import { FrameApp } from './features/chat/embed/frame-app';
import { hostOrigin } from './features/chat/embed/host-bridge';

/**
 * The page of the embed iframe (/chat/frame?lang=ar): the panel alone, driven by the host page's
 * loader. A build of its own (no host shares its libraries with it), made to open fast.
 */
async function startFrame() {
  const lang = toLang(new URLSearchParams(location.search).get('lang'));
  keepSeparateIdentity(hostOrigin());
  await loadAppConfig().catch((error: unknown) => console.warn(error));
  await initI18n(lang);
  createRoot(document.getElementById('root') as HTMLElement).render(<FrameApp initialLang={lang} />);
}

void startFrame();
