import { getAuthUser } from '@site/shared/api';
import { getAppConfig } from '@site/shared/config';
import { on } from '@site/shared/events';
import { currentLang } from '@site/shared/i18n';
import { type RealtimeClient, createRealtimeClient } from './client';
import { REALTIME_PATH } from './protocol';

/** ws(s) URL of the hub from the API base URL (relative, or on another origin). */
export function realtimeUrl(apiBaseUrl: string, page: { protocol: string; host: string }): string {
  const base = apiBaseUrl.replace(/\/+$/, '');
  if (/^https?:\/\//i.test(base)) return `${base.replace(/^http/i, 'ws')}${REALTIME_PATH}`;
  return `${page.protocol === 'https:' ? 'wss' : 'ws'}://${page.host}${base}${REALTIME_PATH}`;
}

let shared: RealtimeClient | null = null;

/**
 * The page's one realtime connection (shared by the shell and every remote, since this module is
 * a federation singleton), signed in with the `auth_user` session. It connects on first use and
 * reconnects when the user signs in or out. A page with another identity (the chat frame's
 * visitor) makes its own client with `createRealtimeClient`.
 */
export function pageRealtime(): RealtimeClient {
  if (!shared) {
    shared = createRealtimeClient({
      url: () => realtimeUrl(getAppConfig().apiBaseUrl, location),
      token: () => getAuthUser()?.token ?? null,
      lang: currentLang,
    });
    on('auth:changed', () => shared?.reconnect());
  }
  return shared;
}
