/** When the API client retries a call (api/README.md). */
export type HttpMethod = 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** 429 is not among them: a refused request would only spend a second unit of the same budget. */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 500, 502, 503, 504]);
const IDEMPOTENT: ReadonlySet<HttpMethod> = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);
const WITH_BODY: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Idempotent methods are never retried, the others once. */
export const retriesFor = (method: HttpMethod): number => (IDEMPOTENT.has(method) ? 0 : 1);

export const shouldRetryStatus = (status: number): boolean => RETRY_STATUSES.has(status);

/** Only POST, PUT, PATCH and DELETE send a JSON body. */
export const sendsBody = (method: HttpMethod): boolean => WITH_BODY.has(method);

/** Every write carries a key; the API replays its stored answer for a repeated key. */
export const needsIdempotencyKey = sendsBody;

/** Pause before the one retry; tests set it to 0. */
export const retrySettings = { delayMs: 300 };

export const wait = (ms: number) => (ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve());

export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Only very old browsers lack randomUUID; getRandomValues still gives 122 random bits.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
