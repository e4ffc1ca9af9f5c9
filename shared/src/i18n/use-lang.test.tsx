import { act, renderHook } from '@testing-library/react';
import { i18n, initI18n } from './instance';
import { useLang } from './use-lang';

beforeAll(() => initI18n('en'));
afterEach(() => window.history.replaceState(null, '', '/'));

describe('useLang', () => {
  it('follows the address bar across navigations, over the language i18next is in', () => {
    window.history.replaceState(null, '', '/ar/about');
    const { result } = renderHook(() => useLang());
    expect(result.current).toBe('ar');
    act(() => {
      window.history.pushState(null, '', '/en/about');
      window.dispatchEvent(new CustomEvent('single-spa:routing-event'));
    });
    expect(result.current).toBe('en');
  });

  it('falls back to the language i18next is in when no path names one', async () => {
    const { result } = renderHook(() => useLang());
    expect(result.current).toBe('en');
    await act(() => i18n.changeLanguage('ar'));
    expect(result.current).toBe('ar');
    await act(() => i18n.changeLanguage('en'));
  });
});
