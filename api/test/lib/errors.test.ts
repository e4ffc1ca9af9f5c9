import {
  BadRequest, Conflict, type DomainError, type ErrorKind, Forbidden, Invalid, Limited, NotFound, RangeNotSatisfiable, TooLarge,
  OutOfSpace, Unauthorized, Unavailable, Unsupported, invalid,
} from '../../src/lib/errors.js';
import { httpAnswer } from '../../src/plugins/error-handler.js';
import { chatRequests } from '@site/shared/chat';
import { z } from 'zod';
import { z as mini } from 'zod/mini';
import { parseOptions, requestFailure } from '../../src/realtime/frame-errors.js';

/** One of each kind, with what HTTP and the socket make of it. */
const CASES: Array<[ErrorKind, DomainError, number, string]> = [
  // A malformed frame (a NUL, a lone surrogate) is the sender's bad input on the socket too.
  ['bad_request', new BadRequest(), 400, 'invalid_data'],
  ['unauthorized', new Unauthorized(), 401, 'unauthenticated'],
  ['forbidden', new Forbidden(), 403, 'forbidden'],
  ['not_found', new NotFound(), 404, 'not_found'],
  ['conflict', new Conflict('joinRequests.decided'), 409, 'conflict'],
  ['too_large', new TooLarge('errors.payloadTooLarge'), 413, 'failed'],
  ['unsupported', new Unsupported(), 415, 'failed'],
  ['range', new RangeNotSatisfiable(10), 416, 'failed'],
  ['invalid', invalid('validation.passwordCommon'), 422, 'invalid_data'],
  ['limited', new Limited(), 429, 'rate_limited'],
  ['unavailable', new Unavailable(), 503, 'failed'],
  ['out_of_space', new OutOfSpace('uploads.noSpace'), 507, 'failed'],
];

test.each(CASES)('%s: one HTTP status and one socket code', (kind, error, status, code) => {
  expect(error.kind).toBe(kind);
  expect(httpAnswer(error, 'en').status).toBe(status);
  const failure = requestFailure('en', error);
  expect(failure.code).toBe(code);
  // A domain error is expected: the socket does not log it as a failure of the server.
  expect(failure.unexpected).toBeUndefined();
});

test('a conflict keeps its own message on both transports, in the caller language', () => {
  const error = new Conflict('joinRequests.decided');
  const http = httpAnswer(error, 'ar');
  const socket = requestFailure('ar', error);
  expect(http.message).not.toBe('joinRequests.decided');
  expect(socket).toEqual({ code: 'conflict', message: http.message });
  expect(httpAnswer(error, 'en').message).not.toBe(http.message);
});

test('Retry-After is set by the HTTP mapping from the retry time, and only when it is known', () => {
  const limited = new Limited({ key: 'otp.resendWait', params: { count: 42 } }, { retryAfterSeconds: 42 });
  const answer = httpAnswer(limited, 'en');
  expect(answer.headers).toEqual({ 'retry-after': '42' });
  expect(answer.message).toContain('42');
  expect(httpAnswer(new Limited(), 'en').headers).toEqual({});
  expect(requestFailure('en', limited)).toMatchObject({ code: 'rate_limited', message: answer.message });
});

test('field messages travel as errors on both transports', () => {
  const error = new Invalid('otp.invalid', ['otp.expired', { key: 'otp.attemptsLeft', params: { count: 2 } }]);
  const http = httpAnswer(error, 'en');
  expect(http.status).toBe(422);
  expect(http.errors).toHaveLength(2);
  expect(http.errors[1]).toContain('2');
  expect(requestFailure('en', error)).toEqual({ code: 'invalid_data', message: http.message, errors: http.errors });
});

test('a range outside the file answers with the file size', () => {
  expect(httpAnswer(new RangeNotSatisfiable(1234), 'en').headers).toEqual({ 'content-range': 'bytes */1234' });
});

test('anything else is a generic failure on the socket that reveals nothing', () => {
  const failure = requestFailure('en', new Error('postgres://user:pw@db'));
  expect(failure).toEqual({ code: 'failed', message: 'Something went wrong.', unexpected: true });
});

test('request data checked with zod/mini (the chat protocol) fails as invalid data, with the messages classic zod gives', () => {
  const data = { email: 'not an address' };
  const classic = z.object({ email: z.email().max(254) }).safeParse(data, parseOptions);
  const fromMini = mini.safeParse(chatRequests['chat.contact'], data, parseOptions);
  expect(classic.success || fromMini.success).toBe(false);
  const expected = requestFailure('en', classic.error);
  expect(expected.code).toBe('invalid_data');
  expect(requestFailure('en', fromMini.error)).toEqual(expected);
  expect(requestFailure('ar', fromMini.error)).toEqual(requestFailure('ar', classic.error));
});
