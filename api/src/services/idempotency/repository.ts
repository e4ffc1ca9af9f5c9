import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type IdempotencyKeyRow, idempotencyKeys } from '../../db/schema/index.js';

export interface IdempotencyClaim {
  scope: string;
  key: string;
  method: string;
  path: string;
  requestHash: string;
  createdAt: Date;
  expiresAt: Date;
}

/** The idempotency-key records: one row per (caller scope, key) while its request runs, then its answer. */
export const idempotencyRepository = {
  /** Claims the key for a running request; undefined when a record for (scope, key) already exists. */
  async claim(db: Db, claim: IdempotencyClaim): Promise<string | undefined> {
    const [inserted] = await db
      .insert(idempotencyKeys)
      .values({ ...claim, state: 'in_progress' })
      .onConflictDoNothing()
      .returning({ id: idempotencyKeys.id });
    return inserted?.id;
  },

  async find(db: Db, scope: string, key: string): Promise<IdempotencyKeyRow | undefined> {
    const [row] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
      .limit(1);
    return row;
  },

  /** Keeps the final answer (body null: only that the request was done). */
  async complete(db: Db, id: string, answer: { statusCode: number; contentType: string | null; body: string | null }): Promise<void> {
    await db
      .update(idempotencyKeys)
      .set({ state: 'completed', ...answer })
      .where(eq(idempotencyKeys.id, id));
  },

  async remove(db: Db, id: string): Promise<void> {
    await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
  },
};
