import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ResponseCache, sendCached } from './response-cache.js';

const JSON_TYPE = 'application/json; charset=utf-8';
/** Public and cacheable: per language and encoding, a short max-age, revalidated with the ETag. */
const PUBLIC_HEADERS = { vary: 'Accept-Language, Accept-Encoding', 'cache-control': 'public, max-age=60, stale-while-revalidate=600' };

/** A preview link's token, passed on by the page server: the answer shows a draft and is never cached. */
export const PREVIEW_HEADER = 'x-content-preview';
const PREVIEW_HEADERS = { vary: 'Accept-Language, Accept-Encoding', 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' };

const isPreview = (request: FastifyRequest) => request.headers[PREVIEW_HEADER] !== undefined;

/**
 * Public reads of seeded content for the routes of `app` (an encapsulated plugin): a repeated
 * read is answered from memory, by language and URL, before validation and handlers run; any
 * content change empties the cache. Returns the function handlers answer with.
 */
export function publicJson(app: FastifyInstance) {
  const cache = new ResponseCache();
  const keyOf = (request: FastifyRequest) => `${request.lang} ${request.url}`;
  app.contentVersion.onChange(() => cache.clear());
  app.addHook('onRequest', (request, reply, done) => {
    const hit = (request.method === 'GET' || request.method === 'HEAD') && !isPreview(request) ? cache.get(keyOf(request)) : undefined;
    if (hit) {
      void sendCached(request, reply, hit);
      return;
    }
    done();
  });
  return async (request: FastifyRequest, reply: FastifyReply, load: () => Promise<unknown>) => {
    const generation = cache.generation();
    const body = JSON.stringify(await load());
    if (isPreview(request)) return reply.headers(PREVIEW_HEADERS).type(JSON_TYPE).send(body);
    return sendCached(request, reply, cache.put(keyOf(request), generation, body, { type: JSON_TYPE, headers: PUBLIC_HEADERS }));
  };
}
