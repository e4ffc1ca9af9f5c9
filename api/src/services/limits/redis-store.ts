import type { Redis } from 'ioredis';
import type { Clock } from '../../lib/clock.js';
import { type Admission, type BackoffPolicy, type LimitStore } from './store.js';

/*
 * Each counter is one hash (count, ends: when its window or memory ends, last: the last counted
 * hit), changed only inside a Lua script: Redis runs a script alone, so parallel hits from any
 * number of instances are counted one by one. Times come from the caller (the app's clock), as
 * the database store's do; the key's TTL only lets Redis forget it, so nothing needs purging.
 */

/** KEYS[1] counter; ARGV now, windowMs, amount. Returns { count, ends }. */
const HIT = `
local now = tonumber(ARGV[1])
local amount = tonumber(ARGV[3])
local ends = tonumber(redis.call('HGET', KEYS[1], 'ends') or '0')
local count
if ends <= now then
  ends = now + tonumber(ARGV[2])
  count = amount
  redis.call('HSET', KEYS[1], 'count', amount, 'ends', ends, 'last', now)
else
  count = redis.call('HINCRBY', KEYS[1], 'count', amount)
  redis.call('HSET', KEYS[1], 'last', now)
end
redis.call('PEXPIRE', KEYS[1], math.max(1, ends - now))
return { count, tostring(ends) }`;

/**
 * KEYS[1] counter; ARGV now, free, baseDelayMs, maxDelayMs, forgetAfterMs. Returns { 1, attempt }
 * when admitted, else { 0, ms until the next attempt may be admitted }.
 */
const ADMIT = `
local now = tonumber(ARGV[1])
local free, base, max, forget = tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5])
local held = redis.call('HMGET', KEYS[1], 'count', 'ends', 'last')
local count, ends, last = tonumber(held[1]), tonumber(held[2]), tonumber(held[3])
if not count or ends <= now then count = 0 end
local delay = 0
if count >= free then delay = math.min(max, base * 2 ^ math.min(count - free, 30)) end
if count >= free and last + delay > now then return { 0, tostring(last + delay - now) } end
count = count + 1
redis.call('HSET', KEYS[1], 'count', count, 'ends', now + forget, 'last', now)
redis.call('PEXPIRE', KEYS[1], forget)
return { 1, count }`;

/** KEYS[1] counter; ARGV now. Takes one hit back from a window that has not ended. */
const REFUND = `
local now = tonumber(ARGV[1])
local held = redis.call('HMGET', KEYS[1], 'count', 'ends')
local count, ends = tonumber(held[1]), tonumber(held[2])
if count and count > 0 and ends > now then redis.call('HINCRBY', KEYS[1], 'count', -1) end
return 0`;

type Reply = [number, string | number];

interface LimitCommands {
  limitHit(key: string, now: number, windowMs: number, amount: number): Promise<Reply>;
  limitAdmit(key: string, now: number, free: number, baseDelayMs: number, maxDelayMs: number, forgetAfterMs: number): Promise<Reply>;
  limitRefund(key: string, now: number): Promise<number>;
}

/** LimitStore on Redis: the same promises as the database store, for deployments that keep counters out of the primary database. */
export function redisLimitStore(redis: Redis, clock: Clock, prefix: string): LimitStore {
  redis.defineCommand('limitHit', { numberOfKeys: 1, lua: HIT });
  redis.defineCommand('limitAdmit', { numberOfKeys: 1, lua: ADMIT });
  redis.defineCommand('limitRefund', { numberOfKeys: 1, lua: REFUND });
  const commands = redis as unknown as LimitCommands;
  const keyOf = (key: string) => `${prefix}limit:${key}`;

  return {
    async hit(key, windowMs, amount = 1) {
      const [count, ends] = await commands.limitHit(keyOf(key), clock.now().getTime(), windowMs, amount);
      return { count: Number(count), resetAt: new Date(Number(ends)) };
    },

    async admit(key, policy: BackoffPolicy): Promise<Admission> {
      const { free, baseDelayMs, maxDelayMs, forgetAfterMs } = policy;
      const [admitted, value] = await commands.limitAdmit(keyOf(key), clock.now().getTime(), free, baseDelayMs, maxDelayMs, forgetAfterMs);
      return admitted === 1 ? { admitted: true, attempt: Number(value) } : { admitted: false, retryAfterMs: Math.max(1000, Number(value)) };
    },

    async refund(key) {
      await commands.limitRefund(keyOf(key), clock.now().getTime());
    },

    async reset(key) {
      await redis.del(keyOf(key));
    },

    // Every key carries its own TTL: Redis forgets ended counters by itself.
    purgeExpired: () => Promise.resolve(0),

    async ping() {
      await redis.ping();
    },
  };
}
