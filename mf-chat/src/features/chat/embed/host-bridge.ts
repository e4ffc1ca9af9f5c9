import { envelope, readEnvelope, type EmbedEnvelope, type ToFrame, type ToHost } from './protocol';

/**
 * The frame's side of the embed protocol (protocol.ts; the other side is embed-loader.ts). The
 * frame only talks to the page that framed it, which `frame-ancestors` has limited to this site
 * and CHAT_EMBED_ORIGINS.
 */
const TO_FRAME: readonly (keyof ToFrame)[] = ['visible', 'lang'];

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

export function postToHost<K extends keyof ToHost>(type: K, data: ToHost[K]): void {
  const origin = hostOrigin();
  if (origin && window.parent !== window) window.parent.postMessage(envelope<ToHost, K>(type, data), origin);
}

/** Listens to the framing page only (its window and origin); returns the unsubscribe. */
export function onHostMessage(listener: (message: EmbedEnvelope<ToFrame>) => void): () => void {
  const handle = (event: MessageEvent) => {
    const message = readEnvelope<ToFrame>(event, window.parent === window ? null : window.parent, hostOrigin(), TO_FRAME);
    if (message) listener(message);
  };
  window.addEventListener('message', handle);
  return () => window.removeEventListener('message', handle);
}
