import type { onRequestAsyncHookHandler, onResponseAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { MINUTE } from '../lib/clock.js';
import { Limited } from '../lib/errors.js';

export interface RouteRateLimit {
  /** Requests allowed per client address in each window. */
  max: number;
  timeWindow: number;
  /**
   * Many people share one address (an office, a carrier's NAT): with this set, an answer below 400
   * gives its unit back, so `max` counts failures and refusals only, and `ceiling` bounds every
   * request of the window (each still costs a password hash).
   */
  failuresOnly?: { ceiling: number };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Per-client-address limit for this route, counted in the shared limit store. */
    rateLimit?: RouteRateLimit;
  }
}

/** Per-route limits (`config.rateLimit`) on the client address; they keep argon2 and SMS costs bounded. */
export const LIMITS = {
  login: { max: 10, timeWindow: MINUTE, failuresOnly: { ceiling: 300 } },
  otp: { max: 30, timeWindow: MINUTE },
  register: { max: 10, timeWindow: MINUTE, failuresOnly: { ceiling: 60 } },
  forgot: { max: 10, timeWindow: MINUTE },
  upload: { max: 60, timeWindow: MINUTE },
} as const satisfies Record<string, RouteRateLimit>;

/**
 * Routes with `config.rateLimit` get an onRequest check (before the body is read) that counts the
 * request in the limit store under the route and the client address, so every instance behind a
 * load balancer shares one count.
 */
export default fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      const limit = route.config?.rateLimit;
      if (!limit) return;
      const name = `route:${String(route.method)}:${route.url}`;
      const counted = new WeakSet<object>();
      const take = async (key: string, max: number) => {
        const { count, resetAt } = await app.deps.limits.hit(key, limit.timeWindow);
        if (count > max) {
          const seconds = Math.max(1, Math.ceil((resetAt.getTime() - app.deps.clock.now().getTime()) / 1000));
          throw new Limited('errors.tooManyRequests', { retryAfterSeconds: seconds });
        }
      };
      const check: onRequestAsyncHookHandler = async (request) => {
        if (limit.failuresOnly) await take(`${name}:all:${request.ip}`, limit.failuresOnly.ceiling);
        counted.add(request);
        await take(`${name}:${request.ip}`, limit.max);
      };
      const existing = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [check, ...existing];
      if (!limit.failuresOnly) return;
      const refund: onResponseAsyncHookHandler = async (request, reply) => {
        if (reply.statusCode < 400 && counted.has(request)) await app.deps.limits.refund(`${name}:${request.ip}`);
      };
      route.onResponse = [...(route.onResponse ? [route.onResponse].flat() : []), refund];
    });
  },
  { name: 'rate-limit', dependencies: ['context'] },
);
