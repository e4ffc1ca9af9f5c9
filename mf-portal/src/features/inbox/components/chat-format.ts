import type { ChatKind, ChatMessage } from '@site/shared/chat';
import type { Lang } from '@site/shared/lang';

/** One line for a list or a quote: the text, or the kind's name (and the file's). */
export function messagePreview(message: ChatMessage, kindName: (kind: Exclude<ChatKind, 'text'>) => string): string {
  const { content, file } = message;
  if (content.kind === 'text') return content.text;
  if (content.kind === 'location') return `${kindName('location')} ${content.latitude.toFixed(5)}, ${content.longitude.toFixed(5)}`;
  return file ? `${kindName(content.kind)}: ${file.name}` : kindName(content.kind);
}

/** The time of day, or the date for older messages, in the page's language. */
export function shortTime(iso: string, lang: Lang): string {
  const at = new Date(iso);
  const today = new Date().toDateString() === at.toDateString();
  return new Intl.DateTimeFormat(lang, today ? { hour: 'numeric', minute: '2-digit' } : { day: 'numeric', month: 'short' }).format(at);
}

/**
 * The messages quoted for a ticket's details, one "> who (when): text" line each. Internal notes
 * are left out: the client reads the ticket's details.
 */
export function quoteMessages(messages: ChatMessage[], who: (message: ChatMessage) => string, preview: (message: ChatMessage) => string, lang: Lang): string {
  const stamp = new Intl.DateTimeFormat(lang, { dateStyle: 'short', timeStyle: 'short' });
  return messages.filter((m) => !m.internal).map((m) => `> ${who(m)} (${stamp.format(new Date(m.createdAt))}): ${preview(m).replace(/\n/g, '\n> ')}`).join('\n');
}
