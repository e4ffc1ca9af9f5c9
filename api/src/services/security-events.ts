import { and, count, eq, gt } from 'drizzle-orm';
import { securityEvents } from '../db/schema/index.js';
import type { Deps } from '../plugins/context.js';

type Kind = (typeof securityEvents.$inferInsert)['kind'];
type Subject = { accountId?: string | null; contact?: string | null; ip?: string | null };

export async function recordEvent(deps: Pick<Deps, 'db' | 'clock'>, kind: Kind, subject: Subject): Promise<void> {
  await deps.db.insert(securityEvents).values({
    kind,
    accountId: subject.accountId ?? null,
    contact: subject.contact ?? null,
    ip: subject.ip ?? null,
    createdAt: deps.clock.now(),
  });
}

/** Events of one kind for one subject within the last `windowMs`. */
export async function countEvents(
  deps: Pick<Deps, 'db' | 'clock'>,
  kind: Kind,
  by: 'accountId' | 'contact' | 'ip',
  value: string,
  windowMs: number,
): Promise<number> {
  const since = new Date(deps.clock.now().getTime() - windowMs);
  const column = by === 'accountId' ? securityEvents.accountId : by === 'contact' ? securityEvents.contact : securityEvents.ip;
  const [row] = await deps.db
    .select({ n: count() })
    .from(securityEvents)
    .where(and(eq(securityEvents.kind, kind), eq(column, value), gt(securityEvents.createdAt, since)));
  return row?.n ?? 0;
}
