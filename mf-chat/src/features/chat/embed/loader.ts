import { LANG_META, toLang, type Lang } from '@site/shared/lang';
import ar from '../../../locales/ar.json';
import en from '../../../locales/en.json';
import { envelope, readEnvelope, type EmbedMessageEvent, type ToFrame, type ToHost } from './protocol';

/**
 * The chat on another website: `<script src="https://SITE/chat/embed.js" data-lang="ar" async>`.
 * Until the visitor opens it, the host page pays for this script and one small answer: the
 * launcher shows once SITE says the page's origin may embed the chat (`/chat/embed/config`,
 * refused unless listed in CHAT_EMBED_ORIGINS). The chat itself lives in an iframe of SITE
 * (/chat/frame), created on the first open (the launcher, or `SiteChat.open()`), so no chat
 * identity exists for a visitor who never opens it and the host page's CSS and scripts cannot
 * reach it. The two sides talk through protocol.ts.
 * Host API: `SiteChat.open()`, `.close()`, `.setLanguage('ar' | 'en')`, `.on('message', fn)` (returns the off function).
 */
export interface SiteChatApi {
  open(): void;
  close(): void;
  setLanguage(lang: string): void;
  on(name: 'message', listener: (message: EmbedMessageEvent) => void): () => void;
}

declare global {
  interface Window {
    SiteChat?: SiteChatApi;
  }
}

/** The launcher's words before the frame exists (the frame sends them from then on, with the unread count). */
const TEXTS: Record<Lang, { label: string; title: string }> = {
  en: { label: en.launcher.label, title: en.panel.title },
  ar: { label: ar.launcher.label, title: ar.panel.title },
};

const TO_HOST: readonly (keyof ToHost)[] = ['state', 'close', 'message'];

const FIXED = 'position:fixed;z-index:2147483000;inset-inline-end:16px;';
const FRAME_STYLE = `${FIXED}bottom:88px;width:min(380px,calc(100vw - 32px));height:min(560px,calc(100vh - 112px));border:0;border-radius:16px;box-shadow:0 12px 40px rgba(0,0,0,.25);background:#fff;color-scheme:normal`;
const BUTTON_STYLE = `${FIXED}bottom:16px;width:56px;height:56px;border:0;border-radius:50%;background:#0b5cab;color:#fff;cursor:pointer;box-shadow:0 6px 20px rgba(0,0,0,.25);display:flex;align-items:center;justify-content:center;padding:0`;
const BADGE_STYLE = 'position:absolute;top:-2px;inset-inline-end:-2px;min-width:20px;height:20px;border-radius:10px;background:#b00020;color:#fff;font:700 12px/20px system-ui,sans-serif;padding:0 5px;box-sizing:border-box';
const ICON = '<svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" aria-hidden="true"><path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z"/></svg>';

/** Starts the embed for the loader's own `<script>` element; does nothing twice on one page. */
export function startEmbed(script: HTMLScriptElement | null, win: Window = window): void {
  const doc = win.document;
  if (!script || win.SiteChat) return;
  const origin = new URL(script.src).origin;
  let lang = toLang(script.getAttribute('data-lang'));
  const listeners = new Set<(message: EmbedMessageEvent) => void>();
  let frame: HTMLIFrameElement | null = null;
  let ready = false;
  let open = false;

  const button = doc.createElement('button');
  button.type = 'button';
  button.style.cssText = BUTTON_STYLE;
  button.innerHTML = ICON;
  const badge = doc.createElement('span');
  badge.style.cssText = BADGE_STYLE;
  badge.hidden = true;
  button.append(badge);

  const post = <K extends keyof ToFrame>(type: K, data: ToFrame[K]) => frame?.contentWindow?.postMessage(envelope<ToFrame, K>(type, data), origin);

  /** Label, title and side in `state` (the frame's, or the launcher's own words before it exists). */
  const show = (state: { label: string; title: string; dir: 'ltr' | 'rtl' }) => {
    button.setAttribute('aria-label', state.label);
    button.dir = state.dir;
    if (frame) {
      frame.title = state.title;
      frame.dir = state.dir;
    }
  };
  const ownWords = () => show({ ...TEXTS[lang], dir: LANG_META[lang].dir });

  const createFrame = () => {
    const created = doc.createElement('iframe');
    // The page the visitor is on, for the agent (the frame itself only knows its own address).
    created.src = `${origin}/chat/frame?lang=${lang}&page=${encodeURIComponent(win.location.href)}`;
    created.setAttribute('allow', 'microphone; geolocation');
    created.style.cssText = FRAME_STYLE;
    created.hidden = true;
    doc.body.append(created);
    return created;
  };

  const setOpen = (next: boolean) => {
    open = next;
    button.setAttribute('aria-expanded', String(next));
    if (next && !frame) {
      frame = createFrame();
      ownWords();
    }
    // Until the frame has said it is ready, it only learns of this when it is (below).
    if (!frame || !ready) return;
    frame.hidden = !next;
    post('visible', { open: next });
    if (!next) button.focus();
  };

  win.addEventListener('message', (event) => {
    const message = readEnvelope<ToHost>(event, frame?.contentWindow ?? null, origin, TO_HOST);
    if (!message || !frame) return;
    if (message.type === 'state') {
      const first = !ready;
      ready = true;
      show(message.data);
      badge.textContent = message.data.unread > 0 ? message.data.badge : '';
      badge.hidden = !(message.data.unread > 0);
      if (first && open) setOpen(true);
    } else if (message.type === 'close') {
      setOpen(false);
    } else {
      for (const listener of listeners) listener(message.data);
    }
  });

  button.addEventListener('click', () => setOpen(!open));

  win.SiteChat = {
    open: () => setOpen(true),
    close: () => setOpen(false),
    setLanguage: (next) => {
      lang = toLang(next);
      if (frame) post('lang', { lang });
      else ownWords();
    },
    on: (name, listener) => {
      if (name !== 'message') return () => undefined;
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };

  // The launcher appears only once the site has said this page may embed the chat.
  void fetch(`${origin}/chat/embed/config`, { credentials: 'omit' })
    .then((res) => {
      if (!res.ok) return;
      ownWords();
      button.setAttribute('aria-expanded', 'false');
      const mount = () => doc.body.append(button);
      if (doc.body) mount();
      else doc.addEventListener('DOMContentLoaded', mount);
    })
    .catch(() => undefined);
}
