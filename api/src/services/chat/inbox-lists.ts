import { CHAT_EVENTS, CHAT_INBOX_TOPIC, CHAT_TOPIC, type ChatConversation } from '@site/shared/chat';
import { CHAT_DESK_TOPIC, DESK_EVENTS } from '@site/shared/desk';

/** Longest a box is reused without a change being heard (an account renamed, a conversation purged). */
export const INBOX_LIST_TTL_MS = 5_000;

/**
 * Whether an event tells of a change a box may show: anything on the inbox topic; on a
 * conversation's topic a message or a read or delivered mark, not typing; on the agents' topic a
 * note (a note can be a box's last message).
 */
export const changesABox = (topic: string, name: string): boolean =>
  topic === CHAT_INBOX_TOPIC ||
  (topic.startsWith(`${CHAT_TOPIC}:`) && name !== CHAT_EVENTS.typing) ||
  (topic.startsWith(`${CHAT_DESK_TOPIC}:`) && name === DESK_EVENTS.note);

/**
 * The inbox's boxes as this instance last read them. Every agent sees the same unassigned, open
 * and closed boxes with the same unread counts (they are per side, not per agent); only "mine" is
 * the agent's own, so the key names the agent for it. Any change to a conversation empties it:
 * the service on the instance that made the change, the bus on the others (docs/chat.md).
 */
export class InboxLists {
  private readonly entries = new Map<string, { at: number; value: Promise<ChatConversation[]> }>();
  hits = 0;
  misses = 0;

  constructor(
    private readonly ttlMs = INBOX_LIST_TTL_MS,
    private readonly now = Date.now,
  ) {}

  read(key: string, load: () => Promise<ChatConversation[]>): Promise<ChatConversation[]> {
    const hit = this.entries.get(key);
    if (hit && this.now() - hit.at < this.ttlMs) {
      this.hits += 1;
      return hit.value;
    }
    this.misses += 1;
    const value = load();
    this.entries.set(key, { at: this.now(), value });
    // A failed read is not kept: the next one tries again.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  /** Something a box shows changed; a read already under way is not kept either. */
  drop(): void {
    this.entries.clear();
  }
}
