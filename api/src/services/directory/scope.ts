import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { listings } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { recordAudit } from '../audit/service.js';
import type { Actor } from '../people/service.js';

/**
 * A write's answer and whether it changed anything: only a change is announced by the tables'
 * triggers, so only then may the route wait to hear it.
 */
export interface Written<T> {
  value: T;
  changed: boolean;
}

/**
 * The listing `id`, or not found; with `managerId`, only if that account manages it, so a
 * manager asking for another's listing learns nothing of it.
 */
export async function loadListing(tx: Db, id: string, managerId?: string) {
  const [row] = await tx
    .select()
    .from(listings)
    .where(and(eq(listings.id, id), managerId ? eq(listings.managerId, managerId) : undefined))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** One audit entry about a listing or one of its offerings. */
export const auditListing = (tx: Db, clock: Clock, actor: Actor, action: string, id: string, before: unknown, after: unknown) =>
  recordAudit(tx, clock, { actorId: actor.id, action, target: { type: 'listing', id }, from: actor.from, before, after });

/**
 * JSON with every object's keys sorted: jsonb gives keys back in its own order, so the same
 * contacts typed in another order must still compare equal (else a save that changes nothing
 * would be written, audited and announced).
 */
const canonical = (value: unknown): string =>
  JSON.stringify(value ?? null, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  );

/** The fields a change touched, before and after: what the audit entry keeps. */
export function diff(before: Record<string, unknown>, changes: Record<string, unknown>) {
  const keys = Object.keys(changes).filter((key) => canonical(before[key]) !== canonical(changes[key]));
  return { before: Object.fromEntries(keys.map((k) => [k, before[k] ?? null])), after: Object.fromEntries(keys.map((k) => [k, changes[k] ?? null])) };
}
