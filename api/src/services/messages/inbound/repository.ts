import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { accounts, tickets } from '../../../db/schema/index.js';
import { recipientColumns } from '../notify/repository.js';
import type { ReplyTarget } from '../reply-address.js';

/** The queries of replies by email. */
export const inboundRepository = {
  /** The ticket and the account a reply address names, if both still exist. */
  async party(db: Db, target: ReplyTarget) {
    const [row] = await db
      .select({
        ticket: { id: tickets.id, status: tickets.status },
        account: { ...recipientColumns, role: accounts.role },
      })
      .from(tickets)
      .innerJoin(accounts, eq(accounts.id, target.accountId))
      .where(eq(tickets.number, target.ticketNumber))
      .limit(1);
    return row ?? null;
  },
};
