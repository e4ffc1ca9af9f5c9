import { useSyncExternalStore } from 'react';
import { currentLang } from '@site/shared/i18n';
import { DEFAULT_LOCALE, splitLocale, type Locale } from '@site/shared/routes';

// single-spa fires its routing event after every pushState/replaceState it reroutes;
// popstate covers back/forward when single-spa is not on the page.
const EVENTS = ['popstate', 'single-spa:routing-event'] as const;

function subscribe(onChange: () => void) {
  EVENTS.forEach((name) => window.addEventListener(name, onChange));
  return () => EVENTS.forEach((name) => window.removeEventListener(name, onChange));
}

const readLang = (): Locale => splitLocale(window.location.pathname).lang ?? currentLang();

/** The page language from the URL prefix; the chat has no router of its own. */
export function useLocationLang(): Locale {
  return useSyncExternalStore(subscribe, readLang, () => DEFAULT_LOCALE);
}
