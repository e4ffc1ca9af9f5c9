import { renderHook, waitFor } from '@testing-library/react';
import { i18n, initI18n } from './instance';
import { registerNamespace, textsReady } from './namespace';

describe('registerNamespace', () => {
  it('adds the bundles once i18next is initialised, and its hook translates in the page language', async () => {
    const { useT } = registerNamespace('early', { en: { hello: 'Hello' }, ar: { hello: 'مرحبًا' } });
    expect(i18n.isInitialized).toBeFalsy();
    await initI18n('ar');
    expect(i18n.hasResourceBundle('en', 'early')).toBe(true);
    expect(renderHook(() => useT()).result.current.t('hello')).toBe('مرحبًا');
    expect(renderHook(() => useT({ lng: 'en' })).result.current.t('hello')).toBe('Hello');
  });

  it('keeps the first bundles when a namespace is registered again', async () => {
    await initI18n('en');
    registerNamespace('twice', { en: { a: 'first' }, ar: { a: 'أول' } });
    registerNamespace('twice', { en: { a: 'second' }, ar: { a: 'ثان' } });
    expect(i18n.t('a', { ns: 'twice', lng: 'en' })).toBe('first');
  });

  it('fetches the page language\'s texts of a namespace given as loaders, and another language\'s when a hook asks for it', async () => {
    await initI18n('en');
    const { useT } = registerNamespace('loaded', { en: () => Promise.resolve({ default: { hi: 'Hi' } }), ar: () => Promise.resolve({ default: { hi: 'أهلًا' } }) });
    await textsReady();
    expect(i18n.hasResourceBundle('en', 'loaded')).toBe(true);
    expect(i18n.hasResourceBundle('ar', 'loaded')).toBe(false);
    const { result } = renderHook(() => useT({ lng: 'ar' }).t('hi'));
    // The page's language until the Arabic texts are in: never the bare key.
    expect(result.current).toBe('Hi');
    await waitFor(() => expect(result.current).toBe('أهلًا'));
  });
});
