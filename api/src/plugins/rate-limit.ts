import type { onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { MINUTE } from '../lib/clock.js';
import { HttpError } from '../lib/http-error.js';

export interface RouteRateLimit {
  /** Requests allowed per client address in each window. */
  max: number;
  timeWindow: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Per-client-address limit for this route, counted in the shared limit store. */
    rateLimit?: RouteRateLimit;
  }
}

/** Per-route limits (`config.rateLimit`) on the client address; they keep argon2 and SMS costs bounded. */
export const LIMITS = {
  login: { max: 10, timeWindow: MINUTE },
  otp: { max: 30, timeWindow: MINUTE },
  register: { max: 10, timeWindow: MINUTE },
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
      const check: onRequestAsyncHookHandler = async (request) => {
        const { count, resetAt } = await app.deps.limits.hit(`${name}:${request.ip}`, limit.timeWindow);
        if (count > limit.max) {
          const seconds = Math.max(1, Math.ceil((resetAt.getTime() - app.deps.clock.now().getTime()) / 1000));
          throw new HttpError(429, 'errors.tooManyRequests', [], { 'retry-after': String(seconds) });
        }
      };
      const existing = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [check, ...existing];
    });
  },
  { name: 'rate-limit', dependencies: ['context'] },
);
