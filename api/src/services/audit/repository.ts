import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { AuditQuery } from '@site/shared/audit/schema';
import type { Db } from '../../db/client.js';
import { accounts, auditLog } from '../../db/schema/index.js';

export type AuditFilter = Pick<AuditQuery, 'actor' | 'action' | 'from' | 'to'>;

const DAY_MS = 86_400_000;

/** The filter as SQL: `to` is a whole day, so entries before the next day's start. */
function where(filter: AuditFilter): SQL | undefined {
  return and(
    filter.actor ? eq(auditLog.actorId, filter.actor) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.from ? gte(auditLog.at, new Date(`${filter.from}T00:00:00Z`)) : undefined,
    filter.to ? lt(auditLog.at, new Date(Date.parse(`${filter.to}T00:00:00Z`) + DAY_MS)) : undefined,
  );
}

/** Audit rows with their actor, newest first. Inserting is the only write there is. */
export function auditRepository(db: Db) {
  const select = (filter: AuditFilter) =>
    db
      .select({ entry: auditLog, actor: { id: accounts.id, name: accounts.fullName, email: accounts.email } })
      .from(auditLog)
      .leftJoin(accounts, eq(accounts.id, auditLog.actorId))
      .where(where(filter))
      .orderBy(desc(auditLog.at), desc(auditLog.id));

  return {
    insert: (row: typeof auditLog.$inferInsert) => db.insert(auditLog).values(row),
    page: (filter: AuditFilter, offset: number, limit: number) => select(filter).limit(limit).offset(offset),
    count: async (filter: AuditFilter) => (await db.select({ n: count() }).from(auditLog).where(where(filter)))[0]?.n ?? 0,
    upTo: (filter: AuditFilter, limit: number) => select(filter).limit(limit),
  };
}

export type AuditJoined = Awaited<ReturnType<ReturnType<typeof auditRepository>['page']>>[number];
