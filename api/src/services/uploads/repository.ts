import { type SQLWrapper, and, asc, count, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type UploadRow, uploads } from '../../db/schema/index.js';

/** The records of one kind whose files are wanted: their ids, or a query selecting them as text. */
export type AttachedIds = string[] | SQLWrapper;

export interface Owner {
  kind: string;
  id: string;
}

/** Every query on the uploads table. `db` may be a transaction, so attaching joins the feature's write. */
export const uploadRepository = {
  async insert(db: Db, row: Omit<UploadRow, 'id' | 'attachedKind' | 'attachedId' | 'attachedAt' | 'position'>): Promise<UploadRow> {
    const [inserted] = await db.insert(uploads).values(row).returning();
    return inserted!;
  },

  async find(db: Db, id: string): Promise<UploadRow | null> {
    const [row] = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
    return row ?? null;
  },

  async countPending(db: Db, owner: Owner): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(uploads)
      .where(and(eq(uploads.ownerKind, owner.kind), eq(uploads.ownerId, owner.id), isNull(uploads.attachedKind)));
    return row?.n ?? 0;
  },

  /** Attaches the owner's pending uploads of one purpose, each at its place in `ids`; returns the rows it attached. */
  async attach(db: Db, ids: string[], owner: Owner, purpose: string, to: Owner, now: Date): Promise<UploadRow[]> {
    if (ids.length === 0) return [];
    const chosen = sql`array[${sql.join(ids.map((id) => sql`${id}`), sql`, `)}]::uuid[]`;
    return db
      .update(uploads)
      .set({ attachedKind: to.kind, attachedId: to.id, attachedAt: now, position: sql`array_position(${chosen}, ${uploads.id})` })
      .where(
        and(
          inArray(uploads.id, ids),
          eq(uploads.ownerKind, owner.kind),
          eq(uploads.ownerId, owner.id),
          eq(uploads.purpose, purpose),
          isNull(uploads.attachedKind),
        ),
      )
      .returning();
  },

  /** The files attached to the given records of each kind, in one query. */
  async listAttached(db: Db, targets: Record<string, AttachedIds>): Promise<UploadRow[]> {
    const wanted = Object.entries(targets).filter(([, ids]) => !Array.isArray(ids) || ids.length > 0);
    if (wanted.length === 0) return [];
    return db
      .select()
      .from(uploads)
      .where(or(...wanted.map(([kind, ids]) => and(eq(uploads.attachedKind, kind), inArray(uploads.attachedId, ids)))))
      // Files attached before positions existed have none and keep their upload order, after the rest.
      .orderBy(sql`${uploads.position} asc nulls last`, asc(uploads.createdAt), asc(uploads.id));
  },

  async deleteAttached(db: Db, kind: string, id: string): Promise<UploadRow[]> {
    return db.delete(uploads).where(and(eq(uploads.attachedKind, kind), eq(uploads.attachedId, id))).returning();
  },

  /** Pending uploads older than `before`, at most `limit` of them (removed by the cleanup job). */
  async deletePendingBefore(db: Db, before: Date, limit: number): Promise<UploadRow[]> {
    const stale = db
      .select({ id: uploads.id })
      .from(uploads)
      .where(and(isNull(uploads.attachedKind), lt(uploads.createdAt, before)))
      .limit(limit);
    return db.delete(uploads).where(inArray(uploads.id, stale)).returning();
  },

  async deleteById(db: Db, id: string): Promise<void> {
    await db.delete(uploads).where(eq(uploads.id, id));
  },
};
