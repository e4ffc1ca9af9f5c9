/**
 * The frame's side of the embed protocol (the loader is api/embed/chat-embed.js): messages are
 * `{channel: 'site-chat', v: 1, type, data}`. The frame only talks to the page that framed it,
 * which `frame-ancestors` has limited to this site and CHAT_EMBED_ORIGINS.
 */
export const EMBED_CHANNEL = 'site-chat';

export interface HostMessage {
  type: 'visible' | 'lang';
  data: { open?: boolean; lang?: string };
}

/** The framing page's origin (Chromium and Safari give it directly; else the referrer's). */
export function hostOrigin(): string | null {
  const ancestor = location.ancestorOrigins?.[0];
  if (ancestor) return ancestor;
  try {
    return document.referrer ? new URL(document.referrer).origin : null;
  } catch {
    return null;
  }
}

/**
 * The page the visitor reads: inside the embed frame, the host page the loader passed in
 * (`?page=`, http(s) only); on this site, the current address.
 */
export function visitorPage(): string {
  if (window.parent === window) return location.href;
  const page = new URLSearchParams(location.search).get('page');
  return page && /^https?:\/\//i.test(page) ? page : location.href;
}

export function postToHost(type: 'state' | 'close' | 'message', data: unknown = {}): void {
  const origin = hostOrigin();
  if (origin && window.parent !== window) window.parent.postMessage({ channel: EMBED_CHANNEL, v: 1, type, data }, origin);
}

/** Listens to the framing page only (its window and origin); returns the unsubscribe. */
export function onHostMessage(listener: (message: HostMessage) => void): () => void {
  const handle = (event: MessageEvent) => {
    const message = event.data as { channel?: unknown; v?: unknown; type?: unknown; data?: unknown } | null;
    if (event.source !== window.parent || event.origin !== hostOrigin()) return;
    if (!message || message.channel !== EMBED_CHANNEL || message.v !== 1) return;
    if (message.type === 'visible' || message.type === 'lang') listener({ type: message.type, data: (message.data ?? {}) });
  };
  window.addEventListener('message', handle);
  return () => window.removeEventListener('message', handle);
}
