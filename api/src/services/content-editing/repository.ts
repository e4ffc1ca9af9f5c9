import { and, asc, desc, eq, isNotNull, lte, max, sql } from 'drizzle-orm';
import { getTableColumns } from 'drizzle-orm';
import type { ContentType } from '@site/shared/content-editing';
import type { Db } from '../../db/client.js';
import { type ContentDraftRow, type ContentVersionRow, contentDrafts, contentVersions } from '../../db/schema/content-editing.js';
import { CONTENT_TABLES } from './registry.js';
import { toData, toRow } from './rows.js';

type Data = Record<string, unknown>;

const draftKey = (type: ContentType, id: string) => and(eq(contentDrafts.type, type), eq(contentDrafts.itemId, id));
const versionKey = (type: ContentType, id: string) => and(eq(contentVersions.type, type), eq(contentVersions.itemId, id));

/** Queries of content editing: live rows read generically, drafts, versions, and publishing. */
export function contentEditingRepository(db: Db) {
  return {
    async liveRows(type: ContentType): Promise<Data[]> {
      const table = CONTENT_TABLES[type];
      const rows = (await db.select().from(table).orderBy(asc(table.id))) as Data[];
      return rows.map(toData);
    },

    async liveRow(type: ContentType, id: string): Promise<Data | null> {
      const table = CONTENT_TABLES[type];
      const [row] = (await db.select().from(table).where(eq(table.id, id))) as Data[];
      return row ? toData(row) : null;
    },

    /** Any live row of the type: the shape a new item's fields are checked against. */
    async sampleRow(type: ContentType): Promise<Data | null> {
      const [row] = (await db.select().from(CONTENT_TABLES[type]).limit(1)) as Data[];
      return row ? toData(row) : null;
    },

    drafts: (type: ContentType): Promise<ContentDraftRow[]> => db.select().from(contentDrafts).where(eq(contentDrafts.type, type)),

    async draft(type: ContentType, id: string): Promise<ContentDraftRow | null> {
      const [row] = await db.select().from(contentDrafts).where(draftKey(type, id));
      return row ?? null;
    },

    async saveDraft(type: ContentType, id: string, data: Data, by: string | null, now: Date): Promise<ContentDraftRow> {
      const [row] = await db
        .insert(contentDrafts)
        .values({ type, itemId: id, data, updatedBy: by, updatedAt: now })
        .onConflictDoUpdate({ target: [contentDrafts.type, contentDrafts.itemId], set: { data, updatedBy: by, updatedAt: now } })
        .returning();
      return row!;
    },

    async discardDraft(type: ContentType, id: string): Promise<boolean> {
      return (await db.delete(contentDrafts).where(draftKey(type, id)).returning({ id: contentDrafts.itemId })).length > 0;
    },

    async schedule(type: ContentType, id: string, at: Date | null, override: boolean): Promise<boolean> {
      const rows = await db.update(contentDrafts).set({ publishAt: at, publishOverride: override }).where(draftKey(type, id)).returning({ id: contentDrafts.itemId });
      return rows.length > 0;
    },

    dueDrafts: (now: Date): Promise<ContentDraftRow[]> =>
      db.select().from(contentDrafts).where(and(isNotNull(contentDrafts.publishAt), lte(contentDrafts.publishAt, now))).orderBy(asc(contentDrafts.publishAt)),

    versions: (type: ContentType, id: string): Promise<ContentVersionRow[]> =>
      db.select().from(contentVersions).where(versionKey(type, id)).orderBy(desc(contentVersions.version)),

    async version(type: ContentType, id: string, version: number): Promise<ContentVersionRow | null> {
      const [row] = await db.select().from(contentVersions).where(and(versionKey(type, id), eq(contentVersions.version, version)));
      return row ?? null;
    },

    /** Item ids of a type that staff have published: the seed leaves them as staff left them. */
    async publishedIds(type: ContentType): Promise<Set<string>> {
      const rows = await db.selectDistinct({ id: contentVersions.itemId }).from(contentVersions).where(eq(contentVersions.type, type));
      return new Set(rows.map((r) => r.id));
    },

    /**
     * Makes `data` the live row and records it as the item's next version, in one transaction (the
     * live table's trigger announces the change when it commits). An item published for the first
     * time keeps what it was before (the shipped content) as version 1, so it can be restored.
     * `dropDraft`: the draft became the live row, so it is gone.
     */
    async publish(type: ContentType, id: string, data: Data, by: string | null, now: Date, dropDraft: boolean): Promise<number> {
      const table = CONTENT_TABLES[type];
      return db.transaction(async (tx) => {
        // One publisher of an item at a time: version numbers never collide.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`content:${type}:${id}`}))`);
        const [last] = await tx.select({ n: max(contentVersions.version) }).from(contentVersions).where(versionKey(type, id));
        let next = (last?.n ?? 0) + 1;
        if (next === 1) {
          const [before] = (await tx.select().from(table).where(eq(table.id, id))) as Data[];
          if (before) {
            await tx.insert(contentVersions).values({ type, itemId: id, version: 1, data: toData(before), publishedBy: null, publishedAt: now });
            next = 2;
          }
        }
        const row = toRow(table, data);
        const set = Object.fromEntries(Object.keys(getTableColumns(table)).filter((key) => key !== 'id' && key in row).map((key) => [key, row[key]]));
        await tx.insert(table).values(row).onConflictDoUpdate({ target: table.id, set });
        await tx.insert(contentVersions).values({ type, itemId: id, version: next, data, publishedBy: by, publishedAt: now });
        if (dropDraft) await tx.delete(contentDrafts).where(draftKey(type, id));
        return next;
      });
    },
  };
}

export type ContentEditingRepository = ReturnType<typeof contentEditingRepository>;
