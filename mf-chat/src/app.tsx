import { useLang } from '@site/shared/i18n';
import './locales';
import { ChatLauncher } from './features/chat/components/chat-launcher';
import { useAgentOnDesk } from './features/chat/hooks/use-agent-desk';

/** The shell mounts this on every default-layout page; the language follows the URL. An agent at work in the inbox or the ticket desk gets none. */
export function App() {
  const lang = useLang();
  const onDesk = useAgentOnDesk();
  return onDesk ? null : <ChatLauncher lang={lang} />;
}
