import type { ChatMessage } from '@site/shared/chat';
import type { Lang } from '@site/shared/lang';

/**
 * The embed's messages between the loader on the host page (embed-loader.ts) and the chat frame
 * (/chat/frame): `{ channel: 'site-chat', v: 1, type, data }` through postMessage, each side
 * checking the other's window and origin. Both sides are built from this one definition.
 */
export const EMBED_CHANNEL = 'site-chat';
export const EMBED_VERSION = 1;

/** What the host page's loader tells the frame. */
export interface ToFrame {
  /** The launcher opened or closed the panel. */
  visible: { open: boolean };
  /** The host page asked for another language (`SiteChat.setLanguage`). */
  lang: { lang: Lang };
}

/** What the host page hears of a new message (`SiteChat.on('message', fn)`). */
export type EmbedMessageEvent = Pick<ChatMessage, 'id' | 'sender' | 'createdAt'> & { kind: ChatMessage['content']['kind']; text: string | null };

/** What the frame tells the loader. */
export interface ToHost {
  /** The launcher's label, the frame's title, the unread count (and as the badge writes it, in the page's digits) and the direction; first sent when the frame is ready. */
  state: { label: string; title: string; unread: number; badge: string; dir: 'ltr' | 'rtl' };
  /** The visitor closed the panel from inside (its button or Escape). */
  close: Record<string, never>;
  message: EmbedMessageEvent;
}

/** One message of `M` (ToFrame or ToHost) as posted: a union over its types, so `type` tells `data`. */
export type EmbedEnvelope<M> = { [K in keyof M]: { channel: typeof EMBED_CHANNEL; v: typeof EMBED_VERSION; type: K; data: M[K] } }[keyof M];

export const envelope = <M, K extends keyof M>(type: K, data: M[K]) => ({ channel: EMBED_CHANNEL, v: EMBED_VERSION, type, data });

/**
 * The envelope of an embed message from `source` at `origin`, when it is one (right window,
 * origin, channel, version and a known type); null for anything else posted to the window.
 */
export function readEnvelope<M>(event: MessageEvent, source: MessageEventSource | null, origin: string | null, types: readonly (keyof M)[]): EmbedEnvelope<M> | null {
  if (source === null || event.source !== source || event.origin !== origin) return null;
  const message = event.data as { channel?: unknown; v?: unknown; type?: unknown; data?: unknown } | null;
  if (!message || message.channel !== EMBED_CHANNEL || message.v !== EMBED_VERSION) return null;
  if (!types.includes(message.type as keyof M) || typeof message.data !== 'object' || message.data === null) return null;
  return message as EmbedEnvelope<M>;
}
