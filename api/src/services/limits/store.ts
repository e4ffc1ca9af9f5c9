/**
 * Shared counters for rate limits and back-offs. The default implementation keeps them in the
 * database (works on PGlite and PostgreSQL); another store (Redis: redis-store.ts) only has to keep the same
 * promises: every call is one atomic step, so parallel callers on any number of instances see
 * each hit exactly once.
 */
export interface LimitStore {
  /**
   * Counts one hit against `key` in a fixed window of `windowMs` that starts with the first hit.
   * Returns the number of hits in the current window, this one included: hit n of a burst of
   * parallel hits sees exactly n, so `count > max` refuses exactly the hits past the limit.
   * `amount` (default 1) counts that many at once (bytes of a quota); 0 reads the count.
   */
  hit(key: string, windowMs: number, amount?: number): Promise<{ count: number; resetAt: Date }>;

  /**
   * Progressive back-off. The first `policy.free` attempts are admitted at once; after n admitted
   * attempts (n >= free) the next one is admitted only once `delayAfter(n)` has passed since the
   * last admitted one. A key left alone for `policy.forgetAfterMs` starts over.
   */
  admit(key: string, policy: BackoffPolicy): Promise<Admission>;

  /**
   * Gives back one hit of the current window (never below zero): a request that turned out to be
   * one the budget is not meant to count (a correct sign-in) returns its unit.
   */
  refund(key: string): Promise<void>;

  /** Forgets the key (a success ends a back-off). */
  reset(key: string): Promise<void>;

  /** Deletes counters whose window has ended; returns how many. */
  purgeExpired(): Promise<number>;

  /** Rejects when the store cannot be reached (readiness asks). */
  ping(): Promise<void>;
}

export interface BackoffPolicy {
  free: number;
  baseDelayMs: number;
  maxDelayMs: number;
  forgetAfterMs: number;
}

export type Admission = { admitted: true; attempt: number } | { admitted: false; retryAfterMs: number };

/** Wait before the attempt that follows `admitted` admitted attempts. */
export function delayAfter(policy: BackoffPolicy, admitted: number): number {
  if (admitted < policy.free) return 0;
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.min(admitted - policy.free, 30));
}
