import type { Msg } from '../i18n/index.js';

/**
 * An error the client may see. `message` and `errors` hold translation keys (with params);
 * the error handler renders them in the request language.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly msg: Msg;
  readonly details: Msg[];
  readonly headers: Record<string, string>;

  constructor(statusCode: number, msg: Msg | string, details: Array<Msg | string> = [], headers: Record<string, string> = {}) {
    const toMsg = (m: Msg | string): Msg => (typeof m === 'string' ? { key: m } : m);
    super(toMsg(msg).key);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.msg = toMsg(msg);
    this.details = details.map(toMsg);
    this.headers = headers;
  }
}

export const unauthorized = () => new HttpError(401, 'errors.unauthorized');
export const forbidden = () => new HttpError(403, 'errors.forbidden');
export const notFound = (key = 'errors.notFound') => new HttpError(404, key);

/** A 422 carrying field-level messages (the forms' validation texts). */
export const invalid = (...details: Array<Msg | string>) => new HttpError(422, 'errors.validation', details);

/** A repository's answer, or 404 when it found nothing. */
export function found<T>(value: T | null): T {
  if (value === null) throw notFound();
  return value;
}
