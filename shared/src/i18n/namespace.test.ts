import { renderHook } from '@testing-library/react';
import { i18n, initI18n } from './instance';
import { registerNamespace } from './namespace';

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
});
