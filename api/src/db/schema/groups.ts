import { index, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Bilingual text stored side by side; the API answers in the request language. */
export type GroupText = { ar: string; en: string };

export const groups = pgTable(
  'groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: jsonb('name').$type<GroupText>().notNull(),
    type: jsonb('type').$type<GroupText>().notNull(),
    categories: jsonb('categories').$type<GroupText[]>().notNull().default([]),
    location: jsonb('location').$type<GroupText>().notNull(),
    speciality: jsonb('speciality').$type<GroupText>().notNull(),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    membersCount: integer('members_count').notNull().default(0),
    status: text('status', { enum: ['open', 'closed'] }).notNull().default('open'),
    image: text('image').notNull().default(''),
    website: text('website'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('groups_created_idx').on(t.createdAt)],
);
