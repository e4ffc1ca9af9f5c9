import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type CannedResponseRow, cannedResponses } from '../../db/schema/index.js';

/** The replies an agent may use: the shared ones and their own. */
const usableBy = (agentId: string) => or(isNull(cannedResponses.ownerId), eq(cannedResponses.ownerId, agentId));
/** The replies an agent may change: their own only (shared ones are seeded). */
const ownedBy = (agentId: string, id: string) => and(eq(cannedResponses.id, id), eq(cannedResponses.ownerId, agentId));

export type CannedValuesRow = Omit<typeof cannedResponses.$inferInsert, 'id' | 'ownerId' | 'createdAt'>;

/** Every query of the canned responses. */
export const cannedRepository = {
  async list(db: Db, agentId: string): Promise<CannedResponseRow[]> {
    return db.select().from(cannedResponses).where(usableBy(agentId)).orderBy(asc(cannedResponses.shortcut), asc(cannedResponses.id));
  },

  async find(db: Db, agentId: string, id: string): Promise<CannedResponseRow | null> {
    const [row] = await db.select().from(cannedResponses).where(and(eq(cannedResponses.id, id), usableBy(agentId)));
    return row ?? null;
  },

  async insert(db: Db, agentId: string, values: CannedValuesRow): Promise<CannedResponseRow> {
    const [row] = await db.insert(cannedResponses).values({ ...values, ownerId: agentId }).returning();
    return row!;
  },

  async update(db: Db, agentId: string, id: string, values: Partial<CannedValuesRow>): Promise<CannedResponseRow | null> {
    const [row] = await db.update(cannedResponses).set(values).where(ownedBy(agentId, id)).returning();
    return row ?? null;
  },

  async remove(db: Db, agentId: string, id: string): Promise<boolean> {
    const rows = await db.delete(cannedResponses).where(ownedBy(agentId, id)).returning({ id: cannedResponses.id });
    return rows.length > 0;
  },
};
