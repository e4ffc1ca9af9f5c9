import { Redis } from 'ioredis';
import type { Db } from '../../db/client.js';
import type { Env } from '../../env.js';
import type { Clock } from '../../lib/clock.js';
import { databaseLimitStore } from './database-store.js';
import { redisLimitStore } from './redis-store.js';
import type { LimitStore } from './store.js';

/** How long a counter may wait on Redis before the request fails instead of hanging. */
const REDIS_TIMEOUT_MS = 2_000;

/**
 * The store env asks for: Redis when LIMIT_STORE is redis, or auto with REDIS_URL set; the
 * database otherwise. Redis is connected before the app starts, so a wrong address fails the
 * start rather than the first login.
 */
export async function openLimitStore(env: Env, db: Db, clock: Clock): Promise<{ store: LimitStore; close: () => Promise<void> }> {
  const url = env.LIMIT_STORE === 'database' ? undefined : env.REDIS_URL;
  if (!url) return { store: databaseLimitStore(db, clock), close: () => Promise.resolve() };
  const redis = new Redis(url, { lazyConnect: true, commandTimeout: REDIS_TIMEOUT_MS, connectTimeout: REDIS_TIMEOUT_MS, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`Redis at ${new URL(url).host} is not reachable (REDIS_URL): ${(error as Error).message}`);
  }
  return { store: redisLimitStore(redis, clock, env.REDIS_PREFIX), close: async () => void (await redis.quit()) };
}
