import { useLang } from '@site/shared/i18n';
import './locales';
import { ChatLauncher } from './features/chat/components/chat-launcher';

/** The shell mounts this on every default-layout page; the language follows the URL. */
export function App() {
  const lang = useLang();
  return <ChatLauncher lang={lang} />;
}
