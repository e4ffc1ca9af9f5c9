import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.js';

/** Per-route limits (`config.rateLimit`); in-memory per instance, fine for the login/OTP burst limits. */
export const LIMITS = {
  login: { max: 10, timeWindow: 60_000 },
  otp: { max: 30, timeWindow: 60_000 },
  register: { max: 10, timeWindow: 60_000 },
  forgot: { max: 10, timeWindow: 60_000 },
} as const;

export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        new HttpError(429, 'errors.tooManyRequests', [], { 'retry-after': String(Math.ceil(context.ttl / 1000)) }),
    });
  },
  { name: 'rate-limit' },
);
