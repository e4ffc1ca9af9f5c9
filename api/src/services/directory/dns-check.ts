import { Resolver } from 'node:dns/promises';
import type { DnsCheck } from '@site/shared/listings/admin';

/** The lookups the check makes: node:dns's Resolver has them. */
export interface DnsLookups {
  resolveCname(name: string): Promise<string[]>;
  resolve4(name: string): Promise<string[]>;
  resolve6(name: string): Promise<string[]>;
}

/** Where the site is: its public host name (a CNAME target) and the addresses it answers on. */
export interface SiteTarget {
  host: string | null;
  addresses: readonly string[];
}

/** A resolver asking `servers` (the deployment's, or a test's own DNS server), else the system's. */
export function dnsResolver(servers: readonly string[]): DnsLookups {
  const resolver = new Resolver({ timeout: 3_000, tries: 2 });
  if (servers.length > 0) resolver.setServers([...servers]);
  return resolver;
}

const NO_NAME = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN']);
const bare = (name: string) => name.toLowerCase().replace(/\.$/, '');

/** Records of one kind; a name without them is an empty list, any other failure is thrown. */
async function records(lookup: () => Promise<string[]>): Promise<string[]> {
  try {
    return (await lookup()).map(bare);
  } catch (error) {
    if (NO_NAME.has((error as NodeJS.ErrnoException).code ?? '')) return [];
    throw error;
  }
}

/**
 * Whether `domain` reaches the site: a CNAME to the site's host, or an address the site has
 * (its configured addresses, or what its host resolves to).
 */
export async function checkDomain(lookups: DnsLookups, site: SiteTarget, domain: string): Promise<DnsCheck> {
  const host = site.host ? bare(site.host) : null;
  try {
    const [cnames, v4, v6, hostV4, hostV6] = await Promise.all([
      records(() => lookups.resolveCname(domain)),
      records(() => lookups.resolve4(domain)),
      records(() => lookups.resolve6(domain)),
      host ? records(() => lookups.resolve4(host)) : Promise.resolve([]),
      host ? records(() => lookups.resolve6(host)) : Promise.resolve([]),
    ]);
    const expected = [...new Set([...(host ? [host] : []), ...site.addresses, ...hostV4, ...hostV6])];
    const found = [...new Set([...cnames, ...v4, ...v6])];
    if (expected.length === 0) return { domain, state: 'unknown', found, expected };
    if (found.length === 0) return { domain, state: 'missing', found, expected };
    const points = cnames.some((c) => c === host) || [...v4, ...v6].some((a) => expected.includes(a));
    return { domain, state: points ? 'points' : 'elsewhere', found, expected };
  } catch {
    return { domain, state: 'unknown', found: [], expected: host ? [host, ...site.addresses] : [...site.addresses] };
  }
}
