import { securityEvents } from '../../db/schema/index.js';
import type { Deps } from '../deps.js';

type Kind = (typeof securityEvents.$inferInsert)['kind'];
type Subject = { accountId?: string | null; contact?: string | null; ip?: string | null };

/** Appends to the security log (failed logins and codes, codes sent): an audit trail, not a limit. */
export async function recordEvent(deps: Pick<Deps, 'db' | 'clock'>, kind: Kind, subject: Subject): Promise<void> {
  await deps.db.insert(securityEvents).values({
    kind,
    accountId: subject.accountId ?? null,
    contact: subject.contact ?? null,
    ip: subject.ip ?? null,
    createdAt: deps.clock.now(),
  });
}
