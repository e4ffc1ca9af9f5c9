import type { ChatMessage } from '@site/shared/chat';
import type { Lang } from '@site/shared/lang';

/** One line for a list: the text of a text message (the other kinds join as the protocol grows). */
export function messagePreview(message: ChatMessage): string {
  const { content } = message;
  return content.text;
}

/** The time of day, or the date for older messages, in the page's language. */
export function shortTime(iso: string, lang: Lang): string {
  const at = new Date(iso);
  const today = new Date().toDateString() === at.toDateString();
  return new Intl.DateTimeFormat(lang, today ? { hour: 'numeric', minute: '2-digit' } : { day: 'numeric', month: 'short' }).format(at);
}

/** The messages quoted for a ticket's details, one "> who (when): text" line each. */
export function quoteMessages(messages: ChatMessage[], who: (message: ChatMessage) => string, lang: Lang): string {
  const stamp = new Intl.DateTimeFormat(lang, { dateStyle: 'short', timeStyle: 'short' });
  return messages.map((m) => `> ${who(m)} (${stamp.format(new Date(m.createdAt))}): ${messagePreview(m).replace(/\n/g, '\n> ')}`).join('\n');
}
