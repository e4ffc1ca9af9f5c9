import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Files received by POST /api/uploads. The bytes live in the upload storage under `storageKey`
 * (random, never derived from the name); an upload belongs to its uploader (owner kind + id)
 * until a feature attaches it to a record (attached kind + id), whose visibility then decides
 * who may download it.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storageKey: text('storage_key').notNull(),
    name: text('name').notNull(),
    /** MIME type detected from the bytes. */
    type: text('type').notNull(),
    size: integer('size').notNull(),
    purpose: text('purpose').notNull(),
    ownerKind: text('owner_kind').notNull(),
    ownerId: text('owner_id').notNull(),
    attachedKind: text('attached_kind'),
    attachedId: text('attached_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    attachedAt: timestamp('attached_at', { withTimezone: true }),
    /** Place among its record's files: the order the sender chose them, not the order their uploads finished. */
    position: integer('position'),
  },
  (t) => [
    uniqueIndex('uploads_storage_key_unique').on(t.storageKey),
    index('uploads_attached_idx').on(t.attachedKind, t.attachedId),
    // Pending uploads per owner (quota) and old pending uploads (cleanup).
    index('uploads_pending_idx').on(t.ownerKind, t.ownerId, t.createdAt).where(sql`${t.attachedKind} is null`),
  ],
);

export type UploadRow = typeof uploads.$inferSelect;
