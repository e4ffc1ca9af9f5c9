import './i18n';
import { ChatLauncher } from './features/launcher/components/chat-launcher';
import { useLocationLang } from './features/launcher/hooks/use-location-lang';

/** The shell mounts this on every default-layout page; the language follows the URL. */
export function App() {
  const lang = useLocationLang();
  return <ChatLauncher lang={lang} />;
}
