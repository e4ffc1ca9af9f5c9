import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { MediaVariant } from '@site/shared/media';
import { uploads } from './uploads.js';

/**
 * The media library: images, audio and video staff uploaded for the public pages. The original
 * bytes are an upload (checked by the upload service) attached to its asset; an image also has
 * resized copies (`variants`, WebP) in the same storage. Pages refer to an asset by its id.
 */
export const mediaAssets = pgTable(
  'media_assets',
  {
    id: uuid('id').primaryKey(),
    uploadId: uuid('upload_id').notNull().references(() => uploads.id),
    kind: text('kind', { enum: ['image', 'audio', 'video'] }).notNull(),
    /** Text for people who cannot see or hear it, required in both languages. */
    alt: jsonb('alt').$type<{ en: string; ar: string }>().notNull(),
    width: integer('width'),
    height: integer('height'),
    variants: jsonb('variants').$type<MediaVariant[]>().notNull().default([]),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('media_assets_created_idx').on(t.createdAt)],
);

export type MediaAssetRow = typeof mediaAssets.$inferSelect;
