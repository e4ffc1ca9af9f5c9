import type { Msg } from '../i18n/index.js';

/**
 * The one error model. Services, plugins and routes throw these; what a kind becomes is decided
 * once per transport: `httpAnswer` (plugins/error-handler.ts) for HTTP, `requestFailure`
 * (realtime/frame-errors.ts) for the socket. `msg` and `details` are translation keys with
 * params, rendered in the caller's language by the transport.
 */
export type ErrorKind =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'invalid'
  | 'too_large'
  | 'unsupported'
  | 'range'
  | 'limited'
  | 'unavailable'
  | 'out_of_space';

type Text = Msg | string;
const toMsg = (m: Text): Msg => (typeof m === 'string' ? { key: m } : m);

export abstract class DomainError extends Error {
  abstract readonly kind: ErrorKind;
  readonly msg: Msg;
  /** Field or reason messages under the main one (the forms' validation texts). */
  readonly details: Msg[];

  constructor(msg: Text, details: Text[] = []) {
    super(toMsg(msg).key);
    this.name = new.target.name;
    this.msg = toMsg(msg);
    this.details = details.map(toMsg);
  }
}

/** A class of errors of one kind, with the message it says when a thrower gives none. */
function ofKind<K extends ErrorKind>(kind: K, defaultMsg: string) {
  return class extends DomainError {
    readonly kind: K = kind;
    constructor(msg: Text = defaultMsg, details: Text[] = []) {
      super(msg, details);
    }
  };
}

/** The request itself is malformed (not a field's value: that is Invalid). */
export class BadRequest extends ofKind('bad_request', 'errors.badRequest') {}
/** Nobody is signed in, or the credentials are not accepted. */
export class Unauthorized extends ofKind('unauthorized', 'errors.unauthorized') {}
/** The caller is known and may not do this (only where hiding the resource is not needed). */
export class Forbidden extends ofKind('forbidden', 'errors.forbidden') {}
/** Missing, or not the caller's to see: the two are never told apart. */
export class NotFound extends ofKind('not_found', 'errors.notFound') {}
/** The resource's state refuses the change (already decided, closed, in progress); nothing changed. */
export class Conflict extends ofKind('conflict', 'realtime.conflict') {}
/** The data is not acceptable; `details` names the fields or reasons. */
export class Invalid extends ofKind('invalid', 'errors.validation') {}
/** A file or body over its size limit. */
export class TooLarge extends ofKind('too_large', 'errors.payloadTooLarge') {}
/** A file or body of a type not accepted here. */
export class Unsupported extends ofKind('unsupported', 'errors.unsupportedMediaType') {}
/** A dependency (database, Redis) is away; the caller may retry later. */
export class Unavailable extends ofKind('unavailable', 'errors.serviceUnavailable') {}

/** The server's upload disk keeps its reserve: nothing more is stored until space is freed. */
export class OutOfSpace extends ofKind('out_of_space', 'errors.serviceUnavailable') {}

/** A byte range outside a file of `size` bytes. */
export class RangeNotSatisfiable extends ofKind('range', 'errors.rangeNotSatisfiable') {
  constructor(readonly size: number) {
    super();
  }
}

/** Too many attempts; the caller may try again after `retryAfterSeconds` when it is known. */
export class Limited extends ofKind('limited', 'errors.tooManyRequests') {
  readonly retryAfterSeconds: number | undefined;
  constructor(msg?: Text, options: { retryAfterSeconds?: number } = {}) {
    super(msg);
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const unauthorized = () => new Unauthorized();
export const forbidden = () => new Forbidden();
export const notFound = (key = 'errors.notFound') => new NotFound(key);

/** Field-level messages under "The given data was invalid." */
export const invalid = (...details: Text[]) => new Invalid(undefined, details);

/** One named field is not valid ('Agent is not valid.'). */
export const invalidField = (field: string) => invalid({ key: 'validation.default', params: { field } });

/** A repository's answer, or NotFound when it found nothing. */
export function found<T>(value: T | null): T {
  if (value === null) throw notFound();
  return value;
}
