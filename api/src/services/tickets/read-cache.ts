import { TICKET_LIST_TOPIC, TICKET_TOPIC } from '@site/shared/tickets';

/** Longest an answer is reused without a change being heard (names edited on a profile, for example). */
export const READ_CACHE_TTL_MS = 10_000;
/** Answers kept per instance; the least recently used go first. */
export const READ_CACHE_MAX_ENTRIES = 10_000;

interface Entry {
  /** The change counter when the answer started loading: any change heard after it makes the answer stale. */
  seq: number;
  at: number;
  value: unknown;
}

/**
 * The ticket lists and details each caller last read, answered again from memory until a change
 * is heard. Changes arrive in two ways: this instance's own writes invalidate everything at once,
 * before the writer gets its answer (read-your-writes), and every instance hears each change's
 * realtime event (a person's list topic, a ticket's topic) and invalidates what that touches. A
 * lost bus connection (a gap) invalidates everything.
 */
export class TicketReadCache {
  private seq = 0;
  private everythingAt = 0;
  /** Change counter and time of the last change heard per person (`p:`) and per ticket (`t:`). */
  private readonly changed = new Map<string, { seq: number; at: number }>();
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly ttlMs = READ_CACHE_TTL_MS,
    private readonly maxEntries = READ_CACHE_MAX_ENTRIES,
  ) {}

  /** A viewer's list page for one query. */
  list<T>(viewerId: string, query: object, load: () => Promise<T>): Promise<T> {
    return this.read(`l:${viewerId}:${JSON.stringify(query)}`, [`p:${viewerId}`], load);
  }

  /** One ticket as one viewer sees it (absent tickets are not kept: a 404 is looked up again). */
  detail<T>(viewerId: string, ticketId: string, load: () => Promise<T>): Promise<T> {
    return this.read(`d:${viewerId}:${ticketId}`, [`t:${ticketId}`, `p:${viewerId}`], load);
  }

  /** This instance wrote: nothing read before may be answered again. */
  invalidateAll(): void {
    this.everythingAt = ++this.seq;
    this.entries.clear();
  }

  /** A realtime event was heard: the lists of its person or the views of its ticket are stale. */
  heard(topic: string): void {
    const [kind, id] = topic.split(':', 2);
    if (!id) return;
    if (kind === TICKET_LIST_TOPIC) this.mark(`p:${id}`);
    else if (kind === TICKET_TOPIC) this.mark(`t:${id}`);
  }

  get size(): number {
    return this.entries.size;
  }

  private async read<T>(key: string, depends: string[], load: () => Promise<T>): Promise<T> {
    const now = this.now();
    const entry = this.entries.get(key);
    if (entry && this.fresh(entry, depends, now)) {
      // Re-inserted so the Map's order is least recently used first.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.value as T;
    }
    const seq = this.seq;
    const value = await load();
    if (value !== null && value !== undefined) this.store(key, { seq, at: now, value });
    return value;
  }

  private fresh(entry: Entry, depends: string[], now: number): boolean {
    if (now - entry.at >= this.ttlMs || entry.seq < this.everythingAt) return false;
    return depends.every((key) => (this.changed.get(key)?.seq ?? 0) <= entry.seq);
  }

  private store(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }

  private mark(key: string): void {
    const now = this.now();
    this.changed.set(key, { seq: ++this.seq, at: now });
    // A change older than the TTL can only concern answers that have expired anyway.
    if (this.changed.size > this.maxEntries) {
      for (const [name, change] of this.changed) if (now - change.at >= this.ttlMs) this.changed.delete(name);
    }
  }
}
