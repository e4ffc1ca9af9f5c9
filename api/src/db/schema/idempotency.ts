import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Whose key: the signed-in account, or the client address when anonymous. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    /** Keyed HMAC of method, URL and body, to refuse a reused key with a different request. */
    requestHash: text('request_hash').notNull(),
    state: text('state', { enum: ['in_progress', 'completed'] }).notNull(),
    statusCode: integer('status_code'),
    contentType: text('content_type'),
    /** Null for routes whose answers are never kept (`replayResponse: false`). */
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('idempotency_scope_key_unique').on(t.scope, t.key)],
);

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
