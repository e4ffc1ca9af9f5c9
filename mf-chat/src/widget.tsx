import './locales';
import { ChatLauncher, type ChatLauncherProps } from './features/chat/components/chat-launcher';

/**
 * The launcher for hosts other than the shell: they render it in their own React tree
 * and pass the language they show. It shares the page's i18n instance and events.
 */
export function ChatWidget({ lang }: ChatLauncherProps) {
  return <ChatLauncher lang={lang} />;
}

export default ChatWidget;
