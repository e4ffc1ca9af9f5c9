import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { listings } from './listings.js';

/**
 * A customer's own domain, serving the site of one directory record (a group or a supporting
 * member). `domain` is the bare host name, lower case, without port or trailing dot.
 */
export const tenants = pgTable(
  'tenants',
  {
    domain: text('domain').primaryKey(),
    listingId: uuid('listing_id').notNull().references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tenants_listing_idx').on(t.listingId)],
);

export type TenantRow = typeof tenants.$inferSelect;
