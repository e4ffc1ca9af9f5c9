import { isMainHost } from '@site/shared/config';
import { REMOTES, type RemoteName } from '@site/shared/remotes';
import { matchPage } from '@site/shared/routes';

export type LayoutKind = 'default' | 'auth' | 'custom';

/** Layout by host first (any host that is not a main one is a customer's domain), then by route; unknown pages use the default layout. */
export function layoutFor(pathname: string, mainHost: boolean): LayoutKind {
  if (!mainHost) return 'custom';
  return matchPage(pathname)?.route.layout ?? 'default';
}

const slotOf = new Map<string, 'main' | 'overlay'>(REMOTES.map((r) => [r.name, r.slot]));

/**
 * activeWhen. A page remote is active on the routes it owns, when the host allows them
 * (custom domains serve only the routes flagged for them); an overlay remote (the chat
 * launcher) is active on every page except the auth layout's.
 */
export function isAppActive(app: RemoteName, pathname: string, hostname: string): boolean {
  const match = matchPage(pathname);
  if (slotOf.get(app) === 'overlay') return !match || match.route.layout !== 'auth';
  if (!match || match.route.app !== app) return false;
  return isMainHost(hostname) || match.route.customDomain === true;
}
