import { getAppConfig, isMainHost } from '@site/shared/config';
import { currentLang, i18n } from '@site/shared/i18n';
import type { Lang } from '../lang';
import { getAuthUser } from './auth-cookie';
import { ApiError } from './errors';
import { reportApiError } from './report-error';
import {
  type HttpMethod, needsIdempotencyKey, newIdempotencyKey, retriesFor, retrySettings, sendsBody, shouldRetryStatus, wait,
} from './retry';

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  /** No toast, no error screen, no redirect: the caller shows the error (forms). Still throws. */
  silent?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  query?: Query;
  /** Language of the answer; defaults to the page language. */
  lang?: Lang;
}

export function buildUrl(path: string, query?: Query): string {
  const base = getAppConfig().apiBaseUrl.replace(/\/+$/, '');
  const url = /^https?:\/\//.test(path) ? path : `${base}${path.startsWith('/') ? '' : '/'}${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}

const originOf = (url: string) => new URL(url, typeof location === 'undefined' ? 'http://localhost' : location.href).origin;

/** True when `url` is on the API's origin: the only place the session token may go. */
export function isApiUrl(url: string): boolean {
  try {
    return originOf(url) === originOf(getAppConfig().apiBaseUrl);
  } catch {
    return false;
  }
}

/**
 * Headers of an API call: language, JSON unless FormData, custom-domain header off main hosts, and
 * the bearer token only when `url` is on the API's origin (an absolute URL elsewhere never gets it).
 */
export function buildHeaders(body: unknown, options: RequestOptions = {}, url = buildUrl('/')): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': options.lang ?? currentLang() };
  if (!(body instanceof FormData)) headers['Content-Type'] = 'application/json';
  const token = getAuthUser()?.token;
  if (token && isApiUrl(url)) headers.Authorization = `Bearer ${token}`;
  if (typeof location !== 'undefined' && !isMainHost(location.hostname)) headers['X-Custom-Domain'] = location.host;
  return { ...headers, ...options.headers };
}

/** Body-less writes send `{}` so the JSON content type always comes with a JSON body. */
function encodeBody(method: HttpMethod, body: unknown): BodyInit | undefined {
  if (!sendsBody(method)) return undefined;
  if (body instanceof FormData) return body;
  return JSON.stringify(body ?? {});
}

async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204 || res.status === 205) return undefined;
  const text = await res.text();
  if (!text) return undefined;
  if (!(res.headers.get('content-type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The one API client (api/README.md). Writes carry an Idempotency-Key that stays the
 * same on the retry, so their one retry can never create a second record. A
 * network failure is retried like a retryable status (same key, so equally safe).
 */
export async function request<T>(method: HttpMethod, path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  const url = buildUrl(path, options.query);
  const headers = buildHeaders(body, options, url);
  if (needsIdempotencyKey(method) && !headers['Idempotency-Key']) headers['Idempotency-Key'] = newIdempotencyKey();
  const init: RequestInit = { method, headers, body: encodeBody(method, body), signal: options.signal };
  const report = { silent: options.silent, sentToken: 'Authorization' in headers };
  const fallback = () => i18n.t('errors.generic', { ns: 'common' });

  for (let attempt = 0; ; attempt += 1) {
    const canRetry = attempt < retriesFor(method);
    let res: Response;
    try {
      res = await fetch(url, init);
    } catch (error) {
      if (isAbort(error)) throw error;
      if (canRetry) {
        await wait(retrySettings.delayMs);
        continue;
      }
      const failure = new ApiError(0, null, fallback());
      reportApiError(failure, report);
      throw failure;
    }
    if (res.ok) return (await readBody(res)) as T;
    if (canRetry && shouldRetryStatus(res.status)) {
      await wait(retrySettings.delayMs);
      continue;
    }
    const failure = new ApiError(res.status, await readBody(res), fallback());
    reportApiError(failure, report);
    throw failure;
  }
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  head: <T = void>(path: string, options?: RequestOptions) => request<T>('HEAD', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, body, options),
  delete: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('DELETE', path, body, options),
};
