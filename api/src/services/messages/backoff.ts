import { HOUR } from '../../lib/clock.js';

/**
 * Retries of one message: 15 s after the first failure, doubling up to 4 hours, each wait drawn
 * between half and all of that ("equal jitter", so messages that failed together do not come
 * back together). After 16 attempts, between about 12 and 24 hours after the first, it fails.
 */
export const RETRY_POLICY = { firstDelayMs: 15_000, maxDelayMs: 4 * HOUR, maxAttempts: 16 } as const;

/** The wait after attempt number `attempt` (1-based) failed; `random` is in [0, 1). */
export function retryDelayMs(attempt: number, random = Math.random()): number {
  const ceiling = Math.min(RETRY_POLICY.maxDelayMs, RETRY_POLICY.firstDelayMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + (ceiling / 2) * random);
}
