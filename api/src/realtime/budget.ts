/** Sustained frames per second and the burst a full bucket allows. */
export interface Rate {
  perSecond: number;
  burst: number;
}

/**
 * Frame budgets. Every frame a client sends (a pong or a malformed one included) is counted before
 * it is read, against its socket, its identity (all the sockets of one account or visitor on this
 * instance) and its address (all the sockets from it): many sockets cannot multiply one client's
 * allowance, and one noisy address cannot spend another's.
 */
export const FRAME_RATES = {
  socket: { perSecond: 20, burst: 40 },
  identity: { perSecond: 40, burst: 80 },
  address: { perSecond: 100, burst: 200 },
} as const satisfies Record<string, Rate>;

/**
 * The address budget for an instance that lets one address hold `maxSockets` sockets: at least
 * FRAME_RATES.address, and room for every socket's sign-in and a few requests each when an
 * operator raises the socket cap (a benchmark, a gateway that speaks for many clients).
 */
export const addressRate = (maxSockets: number): Rate => ({
  perSecond: Math.max(FRAME_RATES.address.perSecond, 5 * maxSockets),
  burst: Math.max(FRAME_RATES.address.burst, 10 * maxSockets),
});

/** Token bucket: `perSecond` sustained, bursts up to `burst`. */
export class TokenBucket {
  private tokens: number;
  private at = Date.now();

  constructor(private readonly rate: Rate) {
    this.tokens = rate.burst;
  }

  /** Tokens available now (refilled for the time since the last look). */
  level(now: number): number {
    this.tokens = Math.min(this.rate.burst, this.tokens + ((now - this.at) / 1000) * this.rate.perSecond);
    this.at = now;
    return this.tokens;
  }

  spend(): void {
    this.tokens -= 1;
  }

  full(now: number): boolean {
    return this.level(now) >= this.rate.burst;
  }
}

/** The shared buckets of one instance: per identity and per address. */
export class FrameBudgets {
  private readonly identities = new Map<string, TokenBucket>();
  private readonly addresses = new Map<string, TokenBucket>();

  constructor(private readonly perAddress: Rate = FRAME_RATES.address) {}

  /** Takes one frame from every bucket that applies, or from none when any is empty. */
  take(socket: TokenBucket, identity: string | null, ip: string): boolean {
    const now = Date.now();
    const buckets = [socket, bucketOf(this.addresses, ip, this.perAddress)];
    if (identity) buckets.push(bucketOf(this.identities, identity, FRAME_RATES.identity));
    if (buckets.some((bucket) => bucket.level(now) < 1)) return false;
    for (const bucket of buckets) bucket.spend();
    return true;
  }

  /** Forgets full buckets (a full bucket is the same as a new one). */
  prune(): void {
    const now = Date.now();
    for (const map of [this.identities, this.addresses]) for (const [key, bucket] of map) if (bucket.full(now)) map.delete(key);
  }
}

function bucketOf(map: Map<string, TokenBucket>, key: string, rate: Rate): TokenBucket {
  let bucket = map.get(key);
  if (!bucket) map.set(key, (bucket = new TokenBucket(rate)));
  return bucket;
}
