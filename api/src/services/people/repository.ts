import { and, asc, eq, gt, ilike, inArray, isNull, or } from 'drizzle-orm';
import type { PersonStatus, PersonSummary } from '@site/shared/people';
import { STAFF_ROLES } from '@site/shared/permissions';
import type { TicketDepartment } from '@site/shared/tickets';
import type { Db } from '../../db/client.js';
import { type AccountRow, type StaffInviteRow, accounts, agentDepartments, staffInvites } from '../../db/schema/index.js';

export const statusOf = (row: Pick<AccountRow, 'deactivatedAt' | 'lockedAt'>): PersonStatus =>
  row.deactivatedAt ? 'deactivated' : row.lockedAt ? 'locked' : 'active';

export const toPerson = (row: AccountRow, departments: TicketDepartment[] = []): PersonSummary => ({
  id: row.id,
  fullName: row.fullName,
  email: row.email,
  phone: row.phone,
  role: row.role,
  status: statusOf(row),
  departments,
  twoFactorEnabled: row.twoFactorEnabled,
  lastLoginAt: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
});

/** A client page's cursor: the last row's name and id, so equal names still page in a total order. */
const encodeCursor = (row: AccountRow) => Buffer.from(JSON.stringify([row.fullName, row.id])).toString('base64url');
function decodeCursor(cursor: string | undefined): [string, string] | null {
  if (!cursor) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    return Array.isArray(value) && value.length === 2 && value.every((part) => typeof part === 'string') ? (value as [string, string]) : null;
  } catch {
    return null;
  }
}

/** `%` and `_` typed by staff are searched for as themselves. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const peopleRepository = {
  async departmentsOf(db: Db, ids: string[]): Promise<Map<string, TicketDepartment[]>> {
    const map = new Map<string, TicketDepartment[]>();
    if (ids.length === 0) return map;
    const rows = await db.select().from(agentDepartments).where(inArray(agentDepartments.accountId, ids)).orderBy(asc(agentDepartments.department));
    for (const row of rows) map.set(row.accountId, [...(map.get(row.accountId) ?? []), row.department]);
    return map;
  },

  async setDepartments(db: Db, accountId: string, departments: readonly TicketDepartment[]): Promise<void> {
    await db.delete(agentDepartments).where(eq(agentDepartments.accountId, accountId));
    if (departments.length) await db.insert(agentDepartments).values(departments.map((department) => ({ accountId, department })));
  },

  staff: (db: Db) => db.select().from(accounts).where(inArray(accounts.role, [...STAFF_ROLES])).orderBy(asc(accounts.fullName), asc(accounts.id)),

  /** Clients (and managers) whose name, email or phone contains `q`, a page after `cursor`. */
  async clients(db: Db, q: string, cursor: string | undefined, limit: number) {
    const after = decodeCursor(cursor);
    const digits = q.replace(/\D/g, '');
    const rows = await db
      .select()
      .from(accounts)
      .where(
        and(
          inArray(accounts.role, ['client', 'manager']),
          q ? or(ilike(accounts.fullName, likeText(q)), ilike(accounts.email, likeText(q)), digits.length >= 3 ? ilike(accounts.phone, likeText(digits)) : undefined) : undefined,
          after ? or(gt(accounts.fullName, after[0]), and(eq(accounts.fullName, after[0]), gt(accounts.id, after[1]))) : undefined,
        ),
      )
      .orderBy(asc(accounts.fullName), asc(accounts.id))
      .limit(limit + 1);
    const page = rows.slice(0, limit);
    return { rows: page, next: rows.length > limit ? encodeCursor(page[page.length - 1]!) : null };
  },

  insertInvite: async (db: Db, row: typeof staffInvites.$inferInsert) => (await db.insert(staffInvites).values(row).returning())[0]!,

  openInvites: (db: Db, now: Date) =>
    db.select().from(staffInvites).where(and(isNull(staffInvites.acceptedAt), gt(staffInvites.expiresAt, now))).orderBy(asc(staffInvites.createdAt)),

  async openInviteByHash(db: Db, tokenHash: string, now: Date): Promise<StaffInviteRow | undefined> {
    const rows = await db
      .select()
      .from(staffInvites)
      .where(and(eq(staffInvites.tokenHash, tokenHash), isNull(staffInvites.acceptedAt), gt(staffInvites.expiresAt, now)))
      .limit(1);
    return rows[0];
  },

  /** Marks the invite used; false when another request used it first. */
  async useInvite(db: Db, id: string, accountId: string, now: Date): Promise<boolean> {
    const rows = await db
      .update(staffInvites)
      .set({ acceptedAt: now, accountId })
      .where(and(eq(staffInvites.id, id), isNull(staffInvites.acceptedAt)))
      .returning({ id: staffInvites.id });
    return rows.length > 0;
  },
};
