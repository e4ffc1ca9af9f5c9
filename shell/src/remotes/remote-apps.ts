import { isMainHost } from '@site/shared/config';
import { matchPage, type AppName } from '@site/shared/routes';

/** The single-spa application of each remote and its federation name (contract). */
export const REMOTE_APPS: readonly { app: AppName; federation: string }[] = [
  { app: 'mf-marketing', federation: 'mf_marketing' },
  { app: 'mf-portal', federation: 'mf_portal' },
  { app: 'mf-groups', federation: 'mf_groups' },
  { app: 'mf-chat', federation: 'mf_chat' },
];

export const federationName = (app: string) => app.replace(/-/g, '_');

export type LayoutKind = 'default' | 'auth' | 'custom';

/** Layout by host first (SPEC 1, 4), then by route; unknown pages use the default layout. */
export function layoutFor(pathname: string, hostname: string): LayoutKind {
  if (!isMainHost(hostname)) return 'custom';
  return matchPage(pathname)?.route.layout ?? 'default';
}

/**
 * activeWhen: the route owner, when the layout allows it (custom domains serve only the
 * routes flagged for them). The chat launcher is on every page except the auth layout.
 */
export function isAppActive(app: AppName, pathname: string, hostname: string): boolean {
  const match = matchPage(pathname);
  if (app === 'mf-chat') return !match || match.route.layout !== 'auth';
  if (!match || match.route.app !== app) return false;
  return isMainHost(hostname) || match.route.customDomain === true;
}
