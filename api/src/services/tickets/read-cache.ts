import type { TicketBox } from '@site/shared/tickets';
import type { TicketRow } from '../../db/schema/index.js';

/** Longest an answer is reused without a change being heard (names edited on a profile, for example). */
export const READ_CACHE_TTL_MS = 10_000;
/** Answers kept per instance; the least recently used go first. */
export const READ_CACHE_MAX_ENTRIES = 10_000;
/**
 * A box's count of this many tickets or more is kept up to `COUNT_HOLD_MS` after it was taken even
 * when a change touches the box (large desks show approximate counts); smaller counts are exact.
 */
export const APPROXIMATE_COUNT_FROM = 1_000;
export const COUNT_HOLD_MS = 5_000;

/**
 * What an answer depends on. A change names the tags it touches and drops only the answers that
 * depend on one of them: a ticket's views, one person's box, one department's unassigned queue,
 * or one person's star on one ticket.
 */
export const cacheTag = {
  ticket: (ticketId: string) => `t:${ticketId}`,
  box: (personId: string, box: TicketBox) => `b:${personId}:${box}`,
  queue: (department: string) => `q:${department}`,
  star: (personId: string, ticketId: string) => `s:${personId}:${ticketId}`,
};

type Party = Pick<TicketRow, 'id' | 'ownerId' | 'openedById' | 'assigneeId' | 'department'>;

/**
 * The tags a ticket change touches, from the ticket before and after it (null when created or
 * deleted): its views; the outgoing box of whoever opened it; the incoming box of its client
 * (tickets opened on their behalf); and its assignee's incoming box, or, while it waits
 * unassigned, the queue of its department (every agent of the department lists it).
 */
export function changeTags(before: Party | null, after: Party | null): string[] {
  const tags = new Set<string>();
  for (const row of [before, after]) {
    if (!row) continue;
    tags.add(cacheTag.ticket(row.id)).add(cacheTag.box(row.openedById, 'outgoing')).add(cacheTag.box(row.ownerId, 'incoming'));
    tags.add(row.assigneeId ? cacheTag.box(row.assigneeId, 'incoming') : cacheTag.queue(row.department));
  }
  return [...tags];
}

/** The tags of a batch of changes, each once: a batch shares most (one client's boxes, one queue). */
export const batchTags = (changes: ReadonlyArray<{ before: Party | null; after: Party | null }>): string[] => [
  ...new Set(changes.flatMap(({ before, after }) => changeTags(before, after))),
];

/** A person's star on a ticket: their lists (a star shows, and filters, in both boxes) and their view of it. */
export const starTags = (personId: string, ticketId: string): string[] => [
  cacheTag.box(personId, 'outgoing'),
  cacheTag.box(personId, 'incoming'),
  cacheTag.star(personId, ticketId),
];

/** A loaded answer and, beyond what its key implies, the tags it depends on (an agent's departments). */
export interface Loaded<T> {
  value: T;
  depends?: string[];
  holdMs?: number;
}

interface Entry {
  /** The change counter when the answer started loading: any change of its tags after it makes the answer stale. */
  seq: number;
  at: number;
  depends: string[];
  /** Kept this long whatever changes (a large count). */
  holdMs?: number;
  value: unknown;
}

/**
 * The ticket lists and details each caller last read, answered again from memory until a change
 * of something they depend on is heard. A write drops its tags here before the writer gets its
 * answer (read-your-writes) and sends them to the other instances over the bus; a lost bus
 * connection (a gap) drops everything.
 */
export class TicketReadCache {
  private seq = 0;
  private everythingAt = 0;
  /** Change counter and time of the last change heard per tag. */
  private readonly changed = new Map<string, { seq: number; at: number }>();
  private readonly entries = new Map<string, Entry>();
  /** Loads under way, and the change counter when each started. */
  private readonly loading = new Map<string, { seq: number; value: Promise<unknown> }>();
  /** Reads answered from memory (or by a load already under way) and reads that went to the database, since start. */
  readonly stats = { hits: 0, misses: 0 };

  constructor(
    private readonly now: () => number = Date.now,
    private readonly ttlMs = READ_CACHE_TTL_MS,
    private readonly maxEntries = READ_CACHE_MAX_ENTRIES,
  ) {}

  /** A viewer's page of one box for one query. */
  list<T>(viewerId: string, box: TicketBox, query: object, load: () => Promise<Loaded<T>>): Promise<T> {
    return this.read(`l:${viewerId}:${JSON.stringify(query)}`, [cacheTag.box(viewerId, box)], load, true);
  }

  /** One ticket as one viewer sees it (absent tickets are not kept: a 404 is looked up again). */
  detail<T>(viewerId: string, ticketId: string, load: () => Promise<Loaded<T>>): Promise<T> {
    return this.read(`d:${viewerId}:${ticketId}`, [cacheTag.ticket(ticketId), cacheTag.star(viewerId, ticketId)], load, true);
  }

  /**
   * How many tickets a viewer's box holds with some filters, shared by every page and sort of
   * them: exact below `APPROXIMATE_COUNT_FROM`, at most `COUNT_HOLD_MS` old above it.
   */
  async count(viewerId: string, box: TicketBox, filters: object, load: () => Promise<Loaded<number>>): Promise<number> {
    return this.read(`c:${viewerId}:${JSON.stringify(filters)}`, [cacheTag.box(viewerId, box)], async () => {
      const loaded = await load();
      return loaded.value >= APPROXIMATE_COUNT_FROM ? { ...loaded, holdMs: COUNT_HOLD_MS } : loaded;
    });
  }

  /** Something changed: every answer depending on one of `tags` is stale. */
  drop(tags: readonly string[]): void {
    const now = this.now();
    const seq = ++this.seq;
    for (const tag of tags) this.changed.set(tag, { seq, at: now });
    // A change older than the TTL can only concern answers that have expired anyway.
    if (this.changed.size > this.maxEntries) {
      for (const [name, change] of this.changed) if (now - change.at >= this.ttlMs) this.changed.delete(name);
    }
  }

  /** Changes may have been missed: nothing read before may be answered again. */
  invalidateAll(): void {
    this.everythingAt = ++this.seq;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /** `counted`: a read the stats count (a page or a ticket, not the count inside a page). */
  private async read<T>(key: string, depends: string[], load: () => Promise<Loaded<T>>, counted = false): Promise<T> {
    const now = this.now();
    const entry = this.entries.get(key);
    const hit = entry !== undefined && this.fresh(entry, now);
    // Readers arriving while the same answer loads, with no change heard since it started, share
    // that load: after a change, a page many people read goes to the database once, not once each.
    const pending = hit ? undefined : this.loading.get(key);
    const joined = pending !== undefined && pending.seq === this.seq;
    if (counted) this.stats[hit || joined ? 'hits' : 'misses'] += 1;
    if (hit) {
      // Re-inserted so the Map's order is least recently used first.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.value as T;
    }
    if (joined) return pending.value as Promise<T>;
    const seq = this.seq;
    const value = (async () => {
      const loaded = await load();
      if (loaded.value !== null && loaded.value !== undefined) {
        const all = loaded.depends ? [...depends, ...loaded.depends] : depends;
        this.store(key, { seq, at: now, depends: all, holdMs: loaded.holdMs, value: loaded.value });
      }
      return loaded.value;
    })();
    this.loading.set(key, { seq, value });
    try {
      return await value;
    } finally {
      if (this.loading.get(key)?.value === value) this.loading.delete(key);
    }
  }

  private fresh(entry: Entry, now: number): boolean {
    const age = now - entry.at;
    if (age >= this.ttlMs || entry.seq < this.everythingAt) return false;
    if (entry.holdMs !== undefined && age < entry.holdMs) return true;
    return entry.depends.every((tag) => (this.changed.get(tag)?.seq ?? 0) <= entry.seq);
  }

  private store(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }
}
