import { applyHtmlLang, detectLocale, localeCookie, readCookie } from './locale';

describe('detectLocale', () => {
  it('prefers the locale cookie', () => {
    expect(detectLocale('a=1; locale=ar', ['en-US'])).toEqual({ lang: 'ar', source: 'cookie' });
    expect(detectLocale('locale=en', ['ar-SA'])).toEqual({ lang: 'en', source: 'cookie' });
  });
  it('ignores an unsupported cookie value and falls back to the browser', () => {
    expect(detectLocale('locale=fr', ['ar-EG'])).toEqual({ lang: 'ar', source: 'browser' });
  });
  it('uses the first supported browser language (ar* -> ar)', () => {
    expect(detectLocale('', ['fr-FR', 'ar-SA', 'en'])).toEqual({ lang: 'ar', source: 'browser' });
    expect(detectLocale('', ['en-GB', 'ar'])).toEqual({ lang: 'en', source: 'browser' });
  });
  it('defaults to en', () => {
    expect(detectLocale('', [])).toEqual({ lang: 'en', source: 'default' });
    expect(detectLocale('', ['de'])).toEqual({ lang: 'en', source: 'default' });
  });
});

describe('cookies and html', () => {
  it('reads a cookie value', () => {
    expect(readCookie('x=1; auth_user=%7B%7D', 'auth_user')).toBe('{}');
    expect(readCookie('x=1', 'y')).toBeNull();
  });
  it('writes a 365-day locale cookie on path /', () => {
    expect(localeCookie('ar', false)).toBe('locale=ar; path=/; max-age=31536000; SameSite=Lax');
    expect(localeCookie('en', true)).toContain('; Secure');
  });
  it('sets lang and dir', () => {
    applyHtmlLang('ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    applyHtmlLang('en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });
});
