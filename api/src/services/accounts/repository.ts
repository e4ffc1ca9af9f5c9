import { permissionsOf } from '@site/shared/permissions';
import type { Account } from '@site/shared/types';
import { type AnyColumn, type SQL, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type AccountRow, accounts } from '../../db/schema/index.js';
import { invalid } from '../../lib/errors.js';
import type { Deps } from '../deps.js';
import { checkPhone } from './phone.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toAccount(row: AccountRow): Account {
  return {
    id: row.id,
    fullName: row.fullName,
    accountName: row.accountName,
    email: row.email,
    phone: row.phone,
    country: row.country,
    area: row.area,
    gender: row.gender,
    birthDate: row.birthDate,
    userType: row.userType,
    role: row.role,
    permissions: [...permissionsOf(row.role)],
    twoFactorEnabled: row.twoFactorEnabled,
    phoneVerified: row.phoneVerified,
    emailVerified: row.emailVerifiedAt !== null,
    lastLoginAt: iso(row.lastLoginAt),
    lastPasswordChangeAt: iso(row.lastPasswordChangeAt),
    createdAt: row.createdAt.toISOString(),
  };
}

const findAccount = async (db: Db, where: SQL): Promise<AccountRow | undefined> => (await db.select().from(accounts).where(where).limit(1))[0];
/** Emails and account names are unique and matched whatever their case. */
const sameText = (column: AnyColumn, value: string) => sql`lower(${column}) = ${value.trim().toLowerCase()}`;

export const findAccountById = (db: Db, id: string) => findAccount(db, eq(accounts.id, id));
export const findAccountByEmail = (db: Db, email: string) => findAccount(db, sameText(accounts.email, email));
export const findAccountByPhone = (db: Db, e164: string) => findAccount(db, eq(accounts.phone, e164));
export const findAccountByAccountName = (db: Db, name: string) => findAccount(db, sameText(accounts.accountName, name));

export type Identifier = { channel: 'email'; contact: string } | { channel: 'sms'; contact: string };

/** Login/forgot identifier -> normalized contact (lower-case email or E.164 phone). */
export function parseIdentifier(identifier: string): Identifier | null {
  const text = identifier.trim();
  if (text.includes('@')) return { channel: 'email', contact: text.toLowerCase() };
  const phone = checkPhone(text);
  return phone.ok ? { channel: 'sms', contact: phone.e164 } : null;
}

export async function findAccountByIdentifier(db: Db, id: Identifier): Promise<AccountRow | undefined> {
  return id.channel === 'email' ? findAccountByEmail(db, id.contact) : findAccountByPhone(db, id.contact);
}

/** True when a unique index rejected the row (PostgreSQL 23505, same code in PGlite). */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth += 1) {
    if ((current as { code?: string }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Writes account columns and stamps `updatedAt`. */
export async function updateAccount(db: Db, id: string, changes: Partial<Omit<AccountRow, 'id' | 'createdAt'>>, now: Date): Promise<void> {
  await db
    .update(accounts)
    .set({ ...changes, updatedAt: now })
    .where(eq(accounts.id, id));
}

/** 422 listing every unique field already used by another account. */
export async function assertUnique(
  deps: Pick<Deps, 'db'>,
  fields: { email?: string; phone?: string; accountName?: string },
  exceptId?: string,
): Promise<void> {
  const taken: string[] = [];
  const other = (row: AccountRow | undefined) => row && row.id !== exceptId;
  if (fields.email && other(await findAccountByEmail(deps.db, fields.email))) taken.push('email');
  if (fields.phone && other(await findAccountByPhone(deps.db, fields.phone))) taken.push('phone');
  if (fields.accountName && other(await findAccountByAccountName(deps.db, fields.accountName))) taken.push('accountName');
  if (taken.length) throw invalid(...taken.map((field) => ({ key: 'validation.taken', params: { field } })));
}
