import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { IdempotencyKeyRow } from '../db/schema/index.js';
import { DAY } from '../lib/clock.js';
import { BadRequest, Conflict, Invalid } from '../lib/errors.js';
import { idempotencyRepository as records } from '../services/idempotency/repository.js';
import { hmac } from '../services/security/crypto.js';

export const IDEMPOTENCY_TTL_MS = DAY;
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/** Statuses a retry should re-execute rather than replay (nothing was done, or try again later). */
const NOT_STORED = new Set([408, 409, 425, 429]);

export interface IdempotencyOptions {
  /** How long a duplicate waits for the first request to finish before getting 409. */
  waitMs?: number;
  pollMs?: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyRecordId: string | null;
  }
  interface FastifyContextConfig {
    /**
     * false: keep only that the request was done, never its answer (answers holding session
     * tokens, reset tokens or codes must not sit in a table); a repeat gets 409.
     */
    replayResponse?: boolean;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `Idempotency-Key` on POST/PUT/PATCH/DELETE: the first request runs and its response is kept for
 * 24 h per (caller, key); a repeat gets the stored response replayed instead of running again.
 * A duplicate arriving while the first is running waits, then gets 409. The check runs as the
 * last preHandler of each route, after authentication: a revoked session replays nothing.
 */
export default fp<IdempotencyOptions>(
  async (app, options) => {
    const waitMs = options.waitMs ?? 5_000;
    const pollMs = options.pollMs ?? 50;
    const { db, clock, keys } = app.deps;
    app.decorateRequest('idempotencyRecordId', null);

    // Signed-in callers by account, others by address: a key is only ever matched within one caller.
    const scopeOf = (request: FastifyRequest) => (request.auth ? `account:${request.auth.account.id}` : `ip:${request.ip}`);
    // Keyed hash: the body may hold a password, and a plain hash of a short one is easy to reverse.
    const fingerprintOf = (request: FastifyRequest) =>
      hmac(keys.requestFingerprint, `${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`);

    function replay(reply: FastifyReply, row: IdempotencyKeyRow) {
      if (row.body === null) throw new Conflict('idempotency.alreadyDone');
      reply.header('idempotent-replayed', 'true');
      if (row.contentType) reply.header('content-type', row.contentType);
      return reply.code(row.statusCode ?? 200).send(row.body);
    }

    const claim: preHandlerAsyncHookHandler = async (request, reply) => {
      const header = request.headers['idempotency-key'];
      if (header === undefined) return;
      const key = Array.isArray(header) ? header[0] : header;
      if (!key || !KEY_PATTERN.test(key)) throw new BadRequest('idempotency.invalidKey');

      const scope = scopeOf(request);
      const path = request.routeOptions.url ?? request.url;
      const requestHash = fingerprintOf(request);
      const deadline = Date.now() + waitMs;

      for (;;) {
        const now = clock.now();
        const claimed = await records.claim(db, { scope, key, method: request.method, path, requestHash, createdAt: now, expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS) });
        if (claimed) {
          request.idempotencyRecordId = claimed;
          return;
        }
        const existing = await records.find(db, scope, key);
        if (!existing) continue; // removed in between (failed or expired): try to claim it again
        if (existing.expiresAt <= now) {
          await records.remove(db, existing.id);
          continue;
        }
        if (existing.requestHash !== requestHash) throw new Invalid('idempotency.mismatch');
        if (existing.state === 'completed') return replay(reply, existing);
        if (Date.now() >= deadline) throw new Conflict('idempotency.inProgress');
        await sleep(pollMs);
      }
    };

    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat();
      if (!methods.some((method) => MUTATING.has(method))) return;
      const own = route.preHandler ? [route.preHandler].flat() : [];
      route.preHandler = [...own, claim];
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const id = request.idempotencyRecordId;
      if (!id) return payload;
      request.idempotencyRecordId = null;
      const status = reply.statusCode;
      if (status >= 500 || NOT_STORED.has(status) || (payload !== null && payload !== undefined && typeof payload !== 'string')) {
        // Let a retry run again: the first attempt did not produce a final answer.
        await records.remove(db, id);
        return payload;
      }
      const keepBody = request.routeOptions.config.replayResponse !== false;
      const contentType = reply.getHeader('content-type');
      await records.complete(db, id, {
        statusCode: status,
        contentType: keepBody && typeof contentType === 'string' ? contentType : null,
        body: keepBody ? (payload ?? '') : null,
      });
      return payload;
    });

    // A request that never reached onSend (aborted connection) must not block its key forever.
    app.addHook('onResponse', async (request) => {
      const id = request.idempotencyRecordId;
      if (id) await records.remove(db, id);
    });
  },
  { name: 'idempotency', dependencies: ['context', 'identity'] },
);
