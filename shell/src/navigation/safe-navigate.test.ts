import { assertSafeUrl, safeNavigate } from './safe-navigate';
import { handleLinkClick } from './link-interceptor';

const deps = () => ({ spa: jest.fn(), external: jest.fn(), location: { href: 'http://localhost/en', origin: 'http://localhost' } });

describe('safeNavigate', () => {
  it.each(['javascript:alert(1)', 'JavaScript:void(0)', 'data:text/html,hi', 'vbscript:x', 'file:///etc/passwd'])('refuses %s', (url) => {
    const d = deps();
    const protocol = new URL(url).protocol;
    expect(() => safeNavigate(url, d)).toThrow(`Cannot navigate to a URL with '${protocol}' protocol.`);
    expect(d.spa).not.toHaveBeenCalled();
    expect(d.external).not.toHaveBeenCalled();
  });
  it('sends same-origin paths through single-spa', () => {
    const d = deps();
    safeNavigate('/ar/blog?page=2#top', d);
    expect(d.spa).toHaveBeenCalledWith('/ar/blog?page=2#top');
  });
  it('lets the browser open other origins, mailto and tel', () => {
    const d = deps();
    safeNavigate('https://example.org/x', d);
    safeNavigate('mailto:info@example.com', d);
    safeNavigate('tel:+966500000001', d);
    expect(d.external).toHaveBeenCalledTimes(3);
    expect(d.spa).not.toHaveBeenCalled();
  });
  it('parses the exact message format', () => {
    expect(() => assertSafeUrl('javascript:0', 'http://localhost/')).toThrow(new Error("Cannot navigate to a URL with 'javascript:' protocol."));
  });
});

describe('link interception', () => {
  const click = (href: string, init: MouseEventInit = {}) => {
    const a = document.createElement('a');
    a.setAttribute('href', href);
    document.body.append(a);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    Object.defineProperty(event, 'target', { value: a });
    return { event, a };
  };
  it('routes plain same-origin page links through the SPA', () => {
    const nav = jest.fn();
    const { event } = click('/en/groups');
    handleLinkClick(event, nav);
    expect(nav).toHaveBeenCalledWith('/en/groups');
    expect(event.defaultPrevented).toBe(true);
  });
  it('leaves modified clicks, new tabs, assets and other origins to the browser', () => {
    const nav = jest.fn();
    handleLinkClick(click('/en/groups', { ctrlKey: true }).event, nav);
    const blank = click('/en/groups');
    blank.a.target = '_blank';
    handleLinkClick(blank.event, nav);
    handleLinkClick(click('/builds/latest.json').event, nav);
    handleLinkClick(click('https://example.org/').event, nav);
    expect(nav).not.toHaveBeenCalled();
  });
  it('throws for a javascript: link and blocks it', () => {
    const { event } = click('javascript:alert(1)');
    expect(() => handleLinkClick(event, jest.fn())).toThrow("Cannot navigate to a URL with 'javascript:' protocol.");
    expect(event.defaultPrevented).toBe(true);
  });
});
