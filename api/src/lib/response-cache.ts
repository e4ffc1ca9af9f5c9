import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';


/** Strong validator: a hash of the exact bytes sent (the body already differs per language). */
export const etagOf = (body: string | Buffer) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;

type Encoding = 'br' | 'gzip';

/** One serialised answer, with its compressed copies made the first time someone accepts them. */
export interface CachedResponse {
  etag: string;
  identity: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
  /** What the answer is sent with: status, media type and caching headers. */
  status: number;
  type: string;
  headers: Record<string, string>;
}

/** Below this, compression saves less than the headers it adds. */
const MIN_COMPRESS_BYTES = 1024;

const compress: Record<Encoding, (body: Buffer) => Buffer> = {
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => gzipSync(body, { level: 9 }),
};

/** br, else gzip, else none, honouring `q=0` refusals. */
export function pickEncoding(header: string | string[] | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Set<string>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** If-None-Match uses the weak comparison (RFC 9110 13.1.2); every encoding of one body matches. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = etag.slice(1, -1);
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '').replace(/^"(.*?)(-br|-gzip)?"$/, '$1') === bare);
}

/**
 * Serialised answers in memory, so a repeated read costs a map lookup and a socket write.
 * `clear()` (the content changed) starts a new generation: an answer computed from the old
 * content is not stored. Least recently stored entries go first past `max`.
 */
export class ResponseCache {
  private readonly entries = new Map<string, CachedResponse>();
  private generationNo = 0;

  constructor(private readonly max = 500) {}

  get size(): number {
    return this.entries.size;
  }

  generation(): number {
    return this.generationNo;
  }

  clear(): void {
    this.entries.clear();
    this.generationNo += 1;
  }

  get(key: string): CachedResponse | undefined {
    return this.entries.get(key);
  }

  /** Stores the answer unless the content changed since `generation` was read; returns it either way. */
  put(key: string, generation: number, body: string, how: Pick<CachedResponse, 'type' | 'headers'> & { status?: number }): CachedResponse {
    const identity = Buffer.from(body);
    const entry: CachedResponse = { etag: etagOf(identity), identity, encoded: {}, status: how.status ?? 200, type: how.type, headers: how.headers };
    if (generation !== this.generationNo) return entry;
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, entry);
    return entry;
  }
}

/** Sends a cached answer: its headers, an ETag per encoding, 304 when the client's copy is current. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, entry: CachedResponse) {
  const encoding = entry.identity.length >= MIN_COMPRESS_BYTES ? pickEncoding(request.headers['accept-encoding']) : null;
  const etag = encoding ? `${entry.etag.slice(0, -1)}-${encoding}"` : entry.etag;
  reply.headers(entry.headers).header('etag', etag);
  if (matches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
  reply.code(entry.status).type(entry.type);
  if (!encoding) return reply.send(entry.identity);
  const body = (entry.encoded[encoding] ??= compress[encoding](entry.identity));
  return reply.header('content-encoding', encoding).send(body);
}
