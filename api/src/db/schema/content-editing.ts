import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

/**
 * Staff edits of public content, for every content type alike: the live tables (content.ts) hold
 * only what is published, so the public site never sees a draft. An item's draft is its whole
 * row (both languages) as JSON; publishing writes it into the live table and keeps a version.
 */
export const contentDrafts = pgTable(
  'content_drafts',
  {
    /** A type of shared/src/content-editing (`home-hero`, `articles`, ...). */
    type: text('type').notNull(),
    itemId: text('item_id').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    updatedBy: uuid('updated_by').references(() => accounts.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** Scheduled publishing: the job publishes the draft once this time has come. */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    /** Whether the scheduled publishing may go ahead with missing translations. */
    publishOverride: boolean('publish_override').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.type, t.itemId] }), index('content_drafts_publish_at_idx').on(t.publishAt)],
);

/** Every published state of an item, numbered from 1: the history, its diffs, and what a restore brings back. */
export const contentVersions = pgTable(
  'content_versions',
  {
    type: text('type').notNull(),
    itemId: text('item_id').notNull(),
    version: integer('version').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    publishedBy: uuid('published_by').references(() => accounts.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.type, t.itemId, t.version] })],
);

export type ContentDraftRow = typeof contentDrafts.$inferSelect;
export type ContentVersionRow = typeof contentVersions.$inferSelect;
