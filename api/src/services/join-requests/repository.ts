import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accounts, joinRequests, listings } from '../../db/schema/index.js';

const columns = {
  request: joinRequests,
  group: { slug: listings.slug, name: listings.name, managerId: listings.managerId },
  requester: { name: accounts.fullName },
};

/** Join requests with their group and requester, newest first. */
export function joinRequestRepository(db: Db) {
  const select = (where: SQL | undefined) =>
    db
      .select(columns)
      .from(joinRequests)
      .innerJoin(listings, eq(listings.id, joinRequests.listingId))
      .innerJoin(accounts, eq(accounts.id, joinRequests.accountId))
      .where(where)
      .orderBy(desc(joinRequests.createdAt), desc(joinRequests.id));

  return {
    group: async (slug: string) =>
      (await db.select().from(listings).where(and(eq(listings.section, 'groups'), eq(listings.slug, slug))).limit(1))[0] ?? null,
    mine: (accountId: string) => select(eq(joinRequests.accountId, accountId)),
    managedBy: (accountId: string) => select(eq(listings.managerId, accountId)),
    /** One request, if `accountId` sent it or manages its group. */
    visible: async (accountId: string, id: string) => {
      const [row] = await select(eq(joinRequests.id, id));
      return row && (row.request.accountId === accountId || row.group.managerId === accountId) ? row : null;
    },
  };
}

export type JoinRequestJoined = Awaited<ReturnType<ReturnType<typeof joinRequestRepository>['mine']>>[number];
