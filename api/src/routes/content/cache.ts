import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const CONTENT_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

/** Strong validator: a hash of the exact bytes sent (the body already differs per language). */
export const etagOf = (body: string) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;

function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  // If-None-Match uses the weak comparison (RFC 9110 13.1.2): ignore a W/ prefix.
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Public, cacheable JSON: Vary on the language, short max-age, 304 when the client's copy is current. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const body = JSON.stringify(payload);
  const etag = etagOf(body);
  reply.header('vary', 'Accept-Language').header('cache-control', CONTENT_CACHE_CONTROL).header('etag', etag);
  if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}
