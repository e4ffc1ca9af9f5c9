import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ChatContent } from '@site/shared/chat';
import { accounts } from './accounts.js';
import { tickets } from './tickets.js';

/** Anonymous chat identities: the visitor's browser keeps the token, the database only its hash. */
export const chatVisitors = pgTable('chat_visitors', {
  id: uuid('id').primaryKey().defaultRandom(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A support conversation of one principal (an account or a visitor); at most one open per principal. */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerKind: text('owner_kind').notNull(),
    ownerId: text('owner_id').notNull(),
    assigneeId: uuid('assignee_id').references(() => accounts.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['open', 'closed'] }).notNull().default('open'),
    /** The page and language the client last wrote from, shown to the agents. */
    clientPage: text('client_page'),
    clientLang: text('client_lang'),
    /** An email the client gave, to hear of answers that came after they left. */
    contactEmail: text('contact_email'),
    /** The name and phone the visitor gave (optional), carried to a ticket opened from the conversation. */
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    /** The newest agent message an email about missed answers already covered. */
    missedNotifiedUpTo: timestamp('missed_notified_up_to', { withTimezone: true }),
    /** The ticket an agent opened from this conversation. */
    ticketId: uuid('ticket_id').references(() => tickets.id, { onDelete: 'set null' }),
    /** Read marks of each side: messages of the other side after it are unread. */
    agentReadAt: timestamp('agent_read_at', { withTimezone: true }),
    clientReadAt: timestamp('client_read_at', { withTimezone: true }),
    /** Delivery marks of each side: createdAt of the newest message of the other side it has received. */
    agentDeliveredAt: timestamp('agent_delivered_at', { withTimezone: true }),
    clientDeliveredAt: timestamp('client_delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_conversations_one_open').on(t.ownerKind, t.ownerId).where(sql`${t.status} = 'open'`),
    index('chat_conversations_owner_idx').on(t.ownerKind, t.ownerId, t.updatedAt),
    index('chat_conversations_inbox_idx').on(t.status, t.updatedAt),
    // The agent's context pane: a ticket's conversation, and a visitor's other chats by the contact they left.
    index('chat_conversations_ticket_idx').on(t.ticketId).where(sql`${t.ticketId} is not null`),
    index('chat_conversations_contact_email_idx').on(t.contactEmail).where(sql`${t.contactEmail} is not null`),
    index('chat_conversations_contact_phone_idx').on(t.contactPhone).where(sql`${t.contactPhone} is not null`),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    sender: text('sender', { enum: ['client', 'agent'] }).notNull(),
    /** The principal that sent it (`kind:id`): client message ids are unique per sender. */
    senderKey: text('sender_key').notNull(),
    clientId: text('client_id').notNull(),
    content: jsonb('content').$type<ChatContent>().notNull(),
    /** An internal note between agents: never in the client's history, counts, socket or emails. */
    internal: boolean('internal').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_messages_client_id').on(t.conversationId, t.senderKey, t.clientId),
    index('chat_messages_conversation_idx').on(t.conversationId, t.createdAt),
  ],
);

export type ChatConversationRow = typeof chatConversations.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
