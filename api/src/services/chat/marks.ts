import { CHAT_EVENTS, CHAT_LIMITS, type ChatSender, type chatRequests, chatTopic } from '@site/shared/chat';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { ChatConversationRow } from '../../db/schema/index.js';
import { Throttle } from '../../lib/throttle.js';
import type { Principal } from '../identity/index.js';
import { iso } from './mappers.js';
import { sideOf } from './principals.js';
import { chatRepository as repo } from './repository.js';

type Data<N extends keyof typeof chatRequests> = z.output<(typeof chatRequests)[N]>;

export interface MarkDeps {
  db: Db;
  /** The conversation `id` names if the principal may see it (else not found). */
  visible: (principal: Principal, id: string) => Promise<ChatConversationRow>;
  /** The conversation a request names, or the client's own open one (null when it has none). */
  target: (principal: Principal, conversationId: string | undefined) => Promise<ChatConversationRow | null>;
  publish: (topic: string, name: string, data: unknown) => Promise<void>;
}

/**
 * Read, delivered and typing marks. They go to the conversation's own followers only: every inbox
 * re-reads its list on an inbox event, so one visitor typing would otherwise busy every agent.
 */
export function createMarks({ db, visible, target, publish }: MarkDeps) {
  const tell = (id: string, name: string, data: { conversationId: string; side: ChatSender; at?: string | null }) => publish(chatTopic(id), name, data);
  const typingThrottle = new Throttle(CHAT_LIMITS.typingEveryMs);

  return {
    /** Marks the caller's side read up to now (a client without an open conversation has nothing to mark). */
    async read(principal: Principal, data: Data<'chat.read'>): Promise<{ at: string | null }> {
      const row = data.conversationId ? await visible(principal, data.conversationId) : await repo.openOf(db, principal);
      if (!row) return { at: null };
      const side = sideOf(principal, row);
      const at = new Date();
      await repo.update(db, row.id, side === 'agent' ? { agentReadAt: at } : { clientReadAt: at });
      await tell(row.id, CHAT_EVENTS.read, { conversationId: row.id, side, at: at.toISOString() });
      return { at: at.toISOString() };
    },

    /** The caller's side has received the other side's messages up to `upTo`; never moves back. */
    async delivered(principal: Principal, data: Data<'chat.delivered'>): Promise<{ at: string | null }> {
      const row = await target(principal, data.conversationId);
      if (!row) return { at: null };
      const side = sideOf(principal, row);
      const stored = (await repo.delivered(db, row.id, side, data.upTo))!;
      const at = iso(side === 'agent' ? stored.agentDeliveredAt : stored.clientDeliveredAt);
      await tell(row.id, CHAT_EVENTS.delivered, { conversationId: row.id, side, at });
      return { at };
    },

    /** Tells the other side the caller is typing (once per side and conversation in `typingEveryMs` on this instance); nothing is stored. */
    async typing(principal: Principal, data: Data<'chat.typing'>): Promise<null> {
      const row = await target(principal, data.conversationId);
      if (row?.status !== 'open') return null;
      const side = sideOf(principal, row);
      if (typingThrottle.admit(`${row.id}:${side}`)) await tell(row.id, CHAT_EVENTS.typing, { conversationId: row.id, side });
      return null;
    },
  };
}
