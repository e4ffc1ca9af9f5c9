import type { AuditEntry } from '@site/shared/audit';
import type { AuditQuery } from '@site/shared/audit/schema';
import type { Page } from '@site/shared/types';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { RequestMeta } from '../../lib/request-meta.js';
import { auditCsv } from './csv.js';
import { type AuditFilter, type AuditJoined, auditRepository } from './repository.js';

/** What a service tells the log about one staff action. */
export interface AuditRecord {
  actorId: string;
  /** `<area>.<verb>`, e.g. 'people.invite'. */
  action: string;
  target: { type: string; id: string };
  /** Where the request came from. */
  from: Pick<RequestMeta, 'ip' | 'userAgent'>;
  before?: unknown;
  after?: unknown;
}

/**
 * Writes one entry. Call it with the transaction that makes the change, so the change and its
 * entry are stored together or not at all.
 */
export async function recordAudit(db: Db, clock: Clock, record: AuditRecord): Promise<void> {
  await auditRepository(db).insert({
    actorId: record.actorId,
    action: record.action,
    targetType: record.target.type,
    targetId: record.target.id,
    at: clock.now(),
    ip: record.from.ip,
    userAgent: record.from.userAgent ?? '',
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

/** A CSV export stops here: a wider range is exported in parts, by date. */
export const AUDIT_EXPORT_LIMIT = 50_000;

const toEntry = ({ entry, actor }: AuditJoined): AuditEntry => ({
  id: entry.id,
  action: entry.action,
  targetType: entry.targetType,
  targetId: entry.targetId,
  at: entry.at.toISOString(),
  actor: actor?.id ? { id: actor.id, name: actor.name ?? '', email: actor.email ?? '' } : null,
  ip: entry.ip,
  userAgent: entry.userAgent,
  before: entry.before ?? null,
  after: entry.after ?? null,
});

/** Reading the log: a page of it, or all of it (up to the export limit) as CSV. */
export function createAuditService({ db }: { db: Db }) {
  const repo = auditRepository(db);
  return {
    async list(query: AuditQuery): Promise<Page<AuditEntry>> {
      const { page, pageSize, ...filter } = query;
      const [rows, total] = await Promise.all([repo.page(filter, (page - 1) * pageSize, pageSize), repo.count(filter)]);
      return { items: rows.map(toEntry), page, pageSize, total };
    },
    async csv(filter: AuditFilter): Promise<string> {
      return auditCsv((await repo.upTo(filter, AUDIT_EXPORT_LIMIT)).map(toEntry));
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
