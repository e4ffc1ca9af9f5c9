import { eq } from 'drizzle-orm';
import { TENANT_SECTIONS, type TenantSite } from '@site/shared/listings';
import type { Db } from '../../db/client.js';
import { listings, tenants } from '../../db/schema/index.js';
import type { Lang } from '../../i18n/index.js';
import { pick } from '../listings/mappers.js';

const isTenantSection = (section: string): section is TenantSite['section'] => (TENANT_SECTIONS as readonly string[]).includes(section);

export function tenantRepository(db: Db) {
  return {
    /** The site `domain` (a bare host) serves, or null when no tenant has it. */
    async byDomain(domain: string, lang: Lang): Promise<TenantSite | null> {
      const [row] = await db
        .select({ domain: tenants.domain, section: listings.section, slug: listings.slug, name: listings.name, image: listings.image })
        .from(tenants)
        .innerJoin(listings, eq(listings.id, tenants.listingId))
        .where(eq(tenants.domain, domain))
        .limit(1);
      if (!row || !isTenantSection(row.section)) return null;
      return { domain: row.domain, section: row.section, id: row.slug, name: pick(row.name, lang), logo: row.image };
    },
  };
}

export type TenantRepository = ReturnType<typeof tenantRepository>;
