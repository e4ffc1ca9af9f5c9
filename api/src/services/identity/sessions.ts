import type { ActiveSession } from '@site/shared/types';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { type AccountRow, type SessionRow, accounts, sessions } from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import { DAY, MINUTE } from '../../lib/clock.js';
import type { Deps } from '../deps.js';
import { newToken, sha256 } from '../security/crypto.js';

/** ASVS §7: idle and absolute lifetimes; the token is replaced at every login. */
export const SESSION_IDLE_MS = 7 * DAY;
export const SESSION_ABSOLUTE_MS = 30 * DAY;
/** lastSeenAt is written at most this often, to keep reads cheap. */
const TOUCH_EVERY_MS = MINUTE;

type D = Pick<Deps, 'db' | 'clock'>;

export function deviceSummary(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser = /Edg\//.test(ua)
      ? 'Edge'
      : /OPR\//.test(ua)
        ? 'Opera'
        : /Firefox\//.test(ua)
          ? 'Firefox'
          : /Chrome\//.test(ua)
            ? 'Chrome'
            : /Safari\//.test(ua)
              ? 'Safari'
              : /curl|autocannon|node/i.test(ua)
                ? 'Script'
                : 'Browser';
  const os = /Windows/.test(ua)
    ? 'Windows'
    : /Android/.test(ua)
      ? 'Android'
      : /iPhone|iPad|iOS/.test(ua)
        ? 'iOS'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : 'Unknown OS';
  return `${browser} on ${os}`;
}

export async function createSession(deps: D, accountId: string, meta: { userAgent?: string; ip: string }) {
  const token = newToken();
  const now = deps.clock.now();
  const [session] = await deps.db
    .insert(sessions)
    .values({
      accountId,
      tokenHash: sha256(token),
      device: deviceSummary(meta.userAgent),
      ip: meta.ip,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
    })
    .returning();
  await deps.db.update(accounts).set({ lastLoginAt: now }).where(eq(accounts.id, accountId));
  return { token, session: session! };
}

const prepareSessionLookup = (db: Db) =>
  db
    .select({ session: sessions, account: accounts })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        // A deactivated or locked account's sessions are ended too; this covers the moment between.
        isNull(accounts.deactivatedAt),
        isNull(accounts.lockedAt),
      ),
    )
    .limit(1)
    .prepare('session_by_token');

/**
 * Every authenticated request starts here, so the query is built once per database and kept as
 * a named prepared statement: no query building in JS and no planning in PostgreSQL per request.
 */
const sessionLookup = preparedPerDatabase(prepareSessionLookup);

/** Resolves a bearer token to a live session and its account, sliding the idle window. */
export async function findSession(deps: D, token: string): Promise<{ session: SessionRow; account: AccountRow } | null> {
  const now = deps.clock.now();
  const [row] = await sessionLookup(deps.db).execute({ tokenHash: sha256(token), now: now.toISOString() });
  if (!row) return null;
  if (now.getTime() - row.session.lastSeenAt.getTime() > SESSION_IDLE_MS) return null;
  if (now.getTime() - row.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await deps.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.session.id));
    row.session.lastSeenAt = now;
  }
  return row;
}

/** Sockets signed in with an ended session are closed at once (see PrincipalSignals). */
type Revoking = Pick<Deps, 'db' | 'clock' | 'signals'>;

export async function revokeSession(deps: Revoking, accountId: string, sessionId: string): Promise<boolean> {
  const rows = await deps.db
    .update(sessions)
    .set({ revokedAt: deps.clock.now() })
    .where(and(eq(sessions.id, sessionId), eq(sessions.accountId, accountId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  if (rows.length > 0) deps.signals.changed('account', accountId);
  return rows.length > 0;
}

/** Ends every session of the account except `keepId` (all of them when omitted). */
export async function revokeOtherSessions(deps: Revoking, accountId: string, keepId?: string): Promise<number> {
  const rows = await deps.db
    .update(sessions)
    .set({ revokedAt: deps.clock.now() })
    .where(
      and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt), keepId ? ne(sessions.id, keepId) : undefined),
    )
    .returning({ id: sessions.id });
  if (rows.length > 0) deps.signals.changed('account', accountId);
  return rows.length;
}

export async function listSessions(deps: D, accountId: string, currentId: string): Promise<ActiveSession[]> {
  const now = deps.clock.now();
  const rows = await deps.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt));
  return rows
    .filter((s) => now.getTime() - s.lastSeenAt.getTime() <= SESSION_IDLE_MS)
    .map((s) => ({
      id: s.id,
      device: s.device,
      ip: s.ip,
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
      current: s.id === currentId,
    }));
}
