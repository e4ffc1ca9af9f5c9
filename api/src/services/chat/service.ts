import {
  CHAT_EVENTS, CHAT_INBOX_TOPIC, CHAT_LIMITS, CHAT_UPLOAD_PURPOSE, CHAT_VISITOR_KIND, type ChatBox, type ChatConversation, type ChatMessage,
  type chatRequests, chatKindAccepts, chatTopic,
} from '@site/shared/chat';
import type { UploadedFile } from '@site/shared/types';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { ChatConversationRow, ChatMessageRow } from '../../db/schema/index.js';
import { Conflict, Limited, invalid, invalidField, notFound } from '../../lib/errors.js';
import type { Principal } from '../identity/index.js';
import type { PrincipalSignals } from '../../lib/principal-signals.js';
import { DESK_EVENTS, deskTopic } from '@site/shared/desk';
import type { Lang } from '@site/shared/lang';
import type { LimitStore } from '../limits/store.js';
import type { UploadService } from '../uploads/service.js';
import { chatRepository as repo } from './repository.js';
import { toConversation, toMessage } from './mappers.js';
import { releaseConversations } from './release.js';
import { InboxLists, changesABox } from './inbox-lists.js';
import { createVisitor, visitorOfToken } from './visitors.js';
import { type OpenTicket, requesterOf } from './contact.js';
export type { OpenTicket } from './contact.js';
import { isAgent, ownsIt, senderKey, sideOf } from './principals.js';
import { createMarks } from './marks.js';
export { isAgent } from './principals.js';

/** Upload access kind: a chat attachment belongs to its message, readable by whoever may see the conversation. */
export const CHAT_FILES = 'chat-message';

export interface ChatServiceDeps {
  db: Db;
  limits: LimitStore;
  openTicket: OpenTicket;
  /** Sends an event to the followers of a topic on every instance. */
  publish: (topic: string, name: string, data: unknown) => Promise<void>;
  uploads: Pick<UploadService, 'attach' | 'listAttached'>;
  signals: PrincipalSignals;
  /** Picks the agent a new conversation goes to, in its transaction (null: the inbox queue; nobody by default). */
  assign?: (tx: Db) => Promise<string | null>;
}

type Data<N extends keyof typeof chatRequests> = z.output<(typeof chatRequests)[N]>;

const MINUTE = 60_000;

export type ChatService = ReturnType<typeof createChatService>;

/**
 * Support conversations between a client (an account or an anonymous visitor) and the agents.
 * A message is stored before anything is announced or acknowledged; ids the caller may not see
 * are answered as not found.
 */
export function createChatService({ db, limits, publish: publishEvent, openTicket, uploads, signals, assign = () => Promise.resolve(null) }: ChatServiceDeps) {
  const lists = new InboxLists();
  /** This instance's boxes go before a change's event does: the agent who made it reads it at once. */
  const publish = (topic: string, name: string, data: unknown) => {
    if (changesABox(topic, name)) lists.drop();
    return publishEvent(topic, name, data);
  };

  /** A conversation the principal may see: the owner's own, or any for an agent. */
  const visible = async (principal: Principal, id: string): Promise<ChatConversationRow> => {
    const row = await repo.byId(db, id);
    if (!row || !(isAgent(principal) || ownsIt(principal, row))) throw notFound();
    return row;
  };

  const agentOnly = (principal: Principal) => {
    if (!isAgent(principal)) throw notFound();
    return principal.id;
  };

  /** Tells the conversation's followers and the inbox: messages and changes of state. */
  const announce = async (id: string, name: string, data: unknown) => {
    await Promise.all([publish(chatTopic(id), name, data), publish(CHAT_INBOX_TOPIC, name, data)]);
  };
  const announceChange = (row: ChatConversationRow) =>
    announce(row.id, CHAT_EVENTS.changed, { conversationId: row.id, status: row.status, assigneeId: row.assigneeId, ticketId: row.ticketId });
  /** Messages with their attachments (fresh links). */
  const withFiles = async (rows: ChatMessageRow[]): Promise<ChatMessage[]> => {
    const files = await uploads.listAttached({ [CHAT_FILES]: rows.map((row) => row.id) });
    return rows.map((row) => toMessage(row, files.get(row.id)?.[0] ?? null));
  };
  /** Attaches the message's upload in its transaction, refusing one that is not the sender's or does not fit the kind. */
  const attachFile = (principal: Principal, content: ChatMessage['content'], found: { file: UploadedFile | null }) =>
    'uploadId' in content
      ? async (tx: Db, stored: ChatMessageRow) => {
          const to = { kind: CHAT_FILES, id: stored.id };
          const [file] = await uploads.attach(tx, { ids: [content.uploadId], principal, purpose: CHAT_UPLOAD_PURPOSE, to }, 'content.uploadId');
          if (!file || !chatKindAccepts(content.kind, file.type)) throw invalidField('content.uploadId');
          found.file = file;
        }
      : undefined;
  /** The conversation a request names, or the client's own open one (null when it has none). */
  const target = async (principal: Principal, conversationId: string | undefined) =>
    conversationId ? visible(principal, conversationId) : isAgent(principal) ? null : repo.openOf(db, principal);
  /** The client's open conversation, started (and announced) without a message when there is none. */
  const openQuiet = async (principal: Principal) => {
    const { conversation, created } = await repo.openFor(db, principal, assign);
    if (created) await announceChange(conversation);
    return conversation;
  };

  return {
    ...createMarks({ db, visible, target, publish }),

    createVisitor: (ip: string) => createVisitor(db, limits, ip),

    async resolveVisitor(token: string): Promise<Principal | null> {
      const id = await visitorOfToken(db, token);
      return id ? { kind: CHAT_VISITOR_KIND, id, account: null } : null;
    },

    /** Whether the principal may follow the conversation's topic. */
    async canSee(principal: Principal, id: string): Promise<boolean> {
      const row = await repo.byId(db, id);
      return !!row && (isAgent(principal) || ownsIt(principal, row));
    },

    async send(principal: Principal, data: Data<'chat.send'>, lang: Lang): Promise<ChatMessage> {
      const agent = isAgent(principal);
      let conversation: ChatConversationRow;
      let created = false;
      if (data.conversationId) {
        conversation = await visible(principal, data.conversationId);
      } else if (agent) {
        throw invalid('chat.conversationNeeded');
      } else {
        ({ conversation, created } = await repo.openFor(db, principal, assign));
      }
      const key = senderKey(principal);
      const known = await repo.messageByClientId(db, conversation.id, key, data.clientId);
      if (known) return (await withFiles([known]))[0]!;
      if (conversation.status === 'closed') throw new Conflict('chat.closed');
      if ((await limits.hit(`chat-send:${key}`, MINUTE)).count > CHAT_LIMITS.perMinute) throw new Limited('chat.tooFast');

      const sender = sideOf(principal, conversation);
      const attached = { file: null as UploadedFile | null };
      const { row, inserted } = await repo.addMessage(
        db,
        { conversationId: conversation.id, sender, senderKey: key, clientId: data.clientId, content: data.content },
        sender === 'agent' ? principal.id : null,
        sender === 'client' ? { clientLang: lang, ...(data.page ? { clientPage: data.page } : {}) } : {},
        attachFile(principal, data.content, attached),
      );
      if (!inserted) return (await withFiles([row]))[0]!;
      const message = toMessage(row, attached.file);
      // Stored above: whatever happens to the announcement, the acknowledgement stands.
      await announce(conversation.id, CHAT_EVENTS.message, message);
      if (created) await announceChange(conversation);
      return message;
    },

    /**
     * An internal note by an agent: stored like a message but never in the client's history,
     * unread count or emails, and told only on the agents' topic, so no client socket hears it.
     * It neither assigns the conversation nor moves it in the lists.
     */
    async note(principal: Principal, data: Data<'chat.note'>): Promise<ChatMessage> {
      agentOnly(principal);
      const conversation = await visible(principal, data.conversationId);
      if (sideOf(principal, conversation) !== 'agent') throw notFound();
      const key = senderKey(principal);
      if ((await limits.hit(`chat-send:${key}`, MINUTE)).count > CHAT_LIMITS.perMinute) throw new Limited('chat.tooFast');
      const row = await repo.addNote(db, { conversationId: conversation.id, sender: 'agent', senderKey: key, clientId: data.clientId, content: { kind: 'text', text: data.text } });
      const message = toMessage(row);
      await publish(deskTopic('chat', conversation.id), DESK_EVENTS.note, message);
      return message;
    },

    /** The caller's conversation and its latest messages (a client without an open one gets none). */
    async history(principal: Principal, data: Data<'chat.history'>): Promise<{ conversation: ChatConversation | null; messages: ChatMessage[] }> {
      const row = data.conversationId ? await visible(principal, data.conversationId) : await repo.openOf(db, principal);
      if (!row) return { conversation: null, messages: [] };
      const side = sideOf(principal, row);
      const messages = await withFiles(await repo.messages(db, row.id, side === 'agent'));
      const unread = await repo.unread(db, row.id, side);
      return { conversation: toConversation(row, null, messages.at(-1), unread), messages };
    },

    list(principal: Principal, box: ChatBox): Promise<ChatConversation[]> {
      const agentId = agentOnly(principal);
      return lists.read(box === 'mine' ? `mine:${agentId}` : box, async () => {
        const rows = await repo.list(db, box, agentId);
        const last = new Map((await withFiles(await repo.lastMessages(db, rows.map((r) => r.conversation.id)))).map((m) => [m.conversationId, m]));
        return rows.map((r) => toConversation(r.conversation, r.ownerName, last.get(r.conversation.id), r.unread));
      });
    },

    /** An event on the bus, from any instance: the other instances' changes empty these boxes too. */
    heard(topic: string, name: string): void {
      if (changesABox(topic, name)) lists.drop();
    },

    /** The bus lost events: no box read before can be trusted. */
    missedChanges: () => lists.drop(),

    /** Box reads answered from memory and from the database, since start. */
    listStats: () => ({ hits: lists.hits, misses: lists.misses }),

    async take(principal: Principal, id: string): Promise<ChatConversation> {
      const agentId = agentOnly(principal);
      const row = await visible(principal, id);
      if (row.status === 'closed') throw new Conflict('chat.closed');
      const taken = (await repo.update(db, id, { assigneeId: agentId }))!;
      await announceChange(taken);
      return toConversation(taken, null, undefined);
    },

    async close(principal: Principal, id: string): Promise<ChatConversation> {
      agentOnly(principal);
      await visible(principal, id);
      const closed = (await repo.update(db, id, { status: 'closed', updatedAt: new Date() }))!;
      await announceChange(closed);
      return toConversation(closed, null, undefined);
    },

    /** Whether the principal may see the conversation of a message (and so its attachment). */
    async canSeeMessage(principal: Principal, messageId: string): Promise<boolean> {
      const found = await repo.conversationOfMessage(db, messageId);
      if (!found) return false;
      if (found.internal) return isAgent(principal) && sideOf(principal, found.conversation) === 'agent';
      return isAgent(principal) || ownsIt(principal, found.conversation);
    },

    /** Whether the principal works on the conversation as support (who may follow its agents' topic). */
    async worksOn(principal: Principal, id: string): Promise<boolean> {
      const row = isAgent(principal) ? await repo.byId(db, id) : null;
      return !!row && sideOf(principal, row) === 'agent';
    },

    /** How the client can be reached (docs/chat.md, "Contact details"); agents have nothing to leave. */
    async contact(principal: Principal, { conversationId, ...contact }: Data<'chat.contact'>) {
      // Given before the first message: the client's conversation starts with it.
      const row = (await target(principal, conversationId)) ?? (conversationId || isAgent(principal) ? null : await openQuiet(principal));
      if (!row || sideOf(principal, row) !== 'client') throw notFound();
      const stored = await repo.setContact(db, row.id, contact);
      // The agents' inbox shows the contact in the conversation's context pane: it reads it again.
      await announceChange(row);
      return stored;
    },

    /**
     * Opens a ticket from the conversation and links it (once): for its client when they have an
     * account; for a visitor, held by the agent with the visitor's contact as its requester.
     */
    async ticket(principal: Principal, data: Data<'chat.ticket'>, lang: Lang): Promise<ChatConversation> {
      agentOnly(principal);
      const row = await visible(principal, data.conversationId);
      if (row.ticketId) return toConversation(row, null, undefined);
      const clientId = row.ownerKind === 'account' ? row.ownerId : principal.id;
      const { id } = await openTicket({ clientId, agent: principal, input: data.ticket, lang, contact: requesterOf(row) });
      const linked = (await repo.update(db, row.id, { ticketId: id }))!;
      await announceChange(linked);
      return toConversation(linked, null, undefined);
    },

    /** Open conversations of agents gone for long: to others, or back to the queue. */
    releaseFrom: (agentIds: string[], signal?: AbortSignal) => releaseConversations(db, agentIds, assign, announceChange, signal),

    /**
     * A visitor signed in: their conversations become the account's, so every device signed in
     * to the account sees them; the visitor token stops working. Unknown tokens are not found.
     */
    async join(account: Principal, token: string): Promise<{ conversation: ChatConversation | null }> {
      const visitorId = await visitorOfToken(db, token);
      if (!visitorId || account.kind !== 'account') throw notFound();
      const open = await repo.joinVisitor(db, visitorId, account.id);
      // The visitor's sockets end now rather than keep speaking for an identity that is gone.
      signals.changed(CHAT_VISITOR_KIND, visitorId);
      if (open) await announceChange(open);
      return { conversation: open ? toConversation(open, null, undefined) : null };
    },
  };
}
