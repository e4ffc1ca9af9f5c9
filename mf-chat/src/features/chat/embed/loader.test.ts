import { envelope, type ToFrame, type ToHost } from './protocol';
import { startEmbed } from './loader';

const SITE = 'https://site.test';

/** The loader's own script tag on a host page, and the site's answer to its config request. */
function start(config: { ok: boolean }, lang = 'ar') {
  const script = document.createElement('script');
  script.src = `${SITE}/chat/embed.js`;
  script.setAttribute('data-lang', lang);
  const fetchMock = jest.fn(async () => ({ ok: config.ok }) as Response);
  globalThis.fetch = fetchMock;
  startEmbed(script);
  return fetchMock;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const launcher = () => document.querySelector('button');
const frame = () => document.querySelector('iframe');

/** A message from the frame's window and origin (or another's). */
function fromFrame<K extends keyof ToHost>(type: K, data: ToHost[K], source: MessageEventSource | null = frame()?.contentWindow ?? null, origin = SITE) {
  window.dispatchEvent(new MessageEvent('message', { data: envelope<ToHost, K>(type, data), origin, source }));
}

afterEach(() => {
  document.body.innerHTML = '';
  delete window.SiteChat;
});

describe('the embed loader on a host page', () => {
  it('shows its launcher once the site allows this page, and creates no frame (and so no chat identity) until opened', async () => {
    const fetchMock = start({ ok: true });
    await settle();
    expect(fetchMock).toHaveBeenCalledWith(`${SITE}/chat/embed/config`, { credentials: 'omit' });
    expect(launcher()?.getAttribute('aria-label')).toBe('تحدّث مع فريق الدعم');
    expect(launcher()?.dir).toBe('rtl');
    expect(frame()).toBeNull();
  });

  it('shows nothing where the site refuses the page', async () => {
    start({ ok: false });
    await settle();
    expect(launcher()).toBeNull();
    expect(frame()).toBeNull();
  });

  it('opens the frame on the first click, shows it once the frame says it is ready, and hears only that frame', async () => {
    start({ ok: true }, 'en');
    await settle();
    launcher()!.click();
    const opened = frame()!;
    expect(opened.src).toBe(`${SITE}/chat/frame?lang=en&page=${encodeURIComponent(window.location.href)}`);
    expect(opened.hidden).toBe(true);
    expect(launcher()!.getAttribute('aria-expanded')).toBe('true');
    // Another window, or the right window from another origin, is not the frame.
    fromFrame('state', { label: 'spoofed', title: 'x', unread: 9, badge: '9', dir: 'ltr' }, window);
    fromFrame('state', { label: 'spoofed', title: 'x', unread: 9, badge: '9', dir: 'ltr' }, opened.contentWindow, 'https://evil.test');
    expect(opened.hidden).toBe(true);
    const told = jest.spyOn(opened.contentWindow!, 'postMessage');
    fromFrame('state', { label: 'Chat with support, 2 unread', title: 'Support chat', unread: 2, badge: '2', dir: 'ltr' });
    expect(opened.hidden).toBe(false);
    expect(opened.title).toBe('Support chat');
    expect(launcher()!.getAttribute('aria-label')).toBe('Chat with support, 2 unread');
    expect(launcher()!.textContent).toBe('2');
    expect(told).toHaveBeenCalledWith(envelope<ToFrame, 'visible'>('visible', { open: true }), SITE);
    fromFrame('close', {});
    expect(opened.hidden).toBe(true);
    expect(document.activeElement).toBe(launcher());
  });

  it('SiteChat.open() creates the frame too, and the host hears each message through SiteChat.on', async () => {
    start({ ok: true }, 'en');
    await settle();
    const heard: string[] = [];
    const off = window.SiteChat!.on('message', (message) => heard.push(message.text ?? ''));
    window.SiteChat!.open();
    expect(frame()).not.toBeNull();
    fromFrame('message', { id: 'm1', sender: 'agent', kind: 'text', text: 'Hello', createdAt: '2026-01-01T00:00:00Z' });
    off();
    fromFrame('message', { id: 'm2', sender: 'agent', kind: 'text', text: 'Again', createdAt: '2026-01-01T00:00:01Z' });
    expect(heard).toEqual(['Hello']);
  });
});
