import { sectionInfo, type Section } from './constants';

/** The sections whose records may have a site on a customer's own domain. */
export const TENANT_SECTIONS = ['groups', 'supporting-members'] as const satisfies readonly Section[];

/** The site a customer's own domain serves: one group's or one supporting member's. */
export interface TenantSite {
  /** The bare host name (lower case, no port). */
  domain: string;
  section: (typeof TENANT_SECTIONS)[number];
  /** The record's public id (the `{id}` of its pages). */
  id: string;
  name: string;
  /** Image shown as the site's logo. */
  logo: string;
}

/** `GET /api/tenants/current`: the tenant of the custom-domain header, null on a main host. */
export interface CurrentTenant {
  tenant: TenantSite | null;
}

/** The API path the shell reads the tenant from (the page server embeds its answer). */
export const TENANT_PATH = '/tenants/current';

/** The tenant site's home: its record's details page. */
export const tenantHome = (tenant: Pick<TenantSite, 'section' | 'id'>, lang: string): string =>
  `/${lang}/${sectionInfo(tenant.section).route}/${encodeURIComponent(tenant.id)}`;

/** A Host or custom-domain header as the tenants table keys it: lower case, no port, no trailing dot. */
export function bareHost(host: string): string {
  const trimmed = host.trim().toLowerCase();
  const name = trimmed.startsWith('[') ? trimmed.slice(0, trimmed.indexOf(']') + 1) : trimmed.replace(/:\d*$/, '');
  return name.replace(/\.$/, '');
}
