import { isNotNull, lt, or } from 'drizzle-orm';
import { idempotencyKeys, otpChallenges, outbox, passwordResetTokens, securityEvents, sessions } from '../../db/schema/index.js';
import { DAY, HOUR } from '../../lib/clock.js';
import type { Deps } from '../deps.js';
import { OTP_POLICY } from '../auth/otp.js';
import { SESSION_IDLE_MS } from '../identity/sessions.js';

/** How long rows that nothing reads any more are kept. */
export const RETENTION = {
  /**
   * Messages: retries end within a day, so a week leaves time to look into a failed delivery; a
   * message still waiting after a week (no transport) is too old to matter.
   */
  outboxMs: 7 * DAY,
  /** Security log (failed logins and codes, codes sent), for looking into incidents. */
  securityEventsMs: 90 * DAY,
  /** A challenge can no longer be resent or verified past its maximum age; an hour of margin. */
  challengesMs: OTP_POLICY.maxChallengeAgeMs + HOUR,
} as const;

export interface PurgeReport {
  sessions: number;
  challenges: number;
  resetTokens: number;
  outbox: number;
  idempotencyKeys: number;
  rateLimits: number;
  securityEvents: number;
}

/** Deletes what has expired: ended sessions, dead challenges and tokens, old outbox rows, idempotency keys, limit counters. */
export async function purgeExpired(deps: Pick<Deps, 'db' | 'clock' | 'limits'>): Promise<PurgeReport> {
  const { db } = deps;
  const now = deps.clock.now();
  const before = (ms: number) => new Date(now.getTime() - ms);
  const count = async (query: PromiseLike<unknown[]>) => (await query).length;

  return {
    sessions: await count(
      db
        .delete(sessions)
        .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, before(SESSION_IDLE_MS)), isNotNull(sessions.revokedAt)))
        .returning({ id: sessions.id }),
    ),
    challenges: await count(db.delete(otpChallenges).where(lt(otpChallenges.createdAt, before(RETENTION.challengesMs))).returning({ id: otpChallenges.id })),
    resetTokens: await count(
      db
        .delete(passwordResetTokens)
        .where(or(lt(passwordResetTokens.expiresAt, now), isNotNull(passwordResetTokens.usedAt)))
        .returning({ id: passwordResetTokens.id }),
    ),
    outbox: await count(db.delete(outbox).where(lt(outbox.createdAt, before(RETENTION.outboxMs))).returning({ id: outbox.id })),
    idempotencyKeys: await count(db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, now)).returning({ id: idempotencyKeys.id })),
    rateLimits: await deps.limits.purgeExpired(),
    securityEvents: await count(
      db.delete(securityEvents).where(lt(securityEvents.createdAt, before(RETENTION.securityEventsMs))).returning({ id: securityEvents.id }),
    ),
  };
}
