import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ZodError } from 'zod';
import { type Lang, t } from '../i18n/index.js';
import { DomainError, type ErrorKind, Limited, RangeNotSatisfiable } from '../lib/errors.js';
import { issueMessages } from '../lib/validation-messages.js';

const STATUS_KEYS: Record<number, string> = {
  400: 'errors.badRequest',
  401: 'errors.unauthorized',
  403: 'errors.forbidden',
  404: 'errors.notFound',
  413: 'errors.payloadTooLarge',
  415: 'errors.unsupportedMediaType',
  429: 'errors.tooManyRequests',
  503: 'errors.serviceUnavailable',
};

const STATUS_BY_KIND: Record<ErrorKind, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported: 415,
  range: 416,
  invalid: 422,
  limited: 429,
  unavailable: 503,
  out_of_space: 507,
};

/** The HTTP answer to a domain error: its status, the headers the kind calls for, and the texts in `lang`. */
export function httpAnswer(error: DomainError, lang: Lang) {
  const headers: Record<string, string> = {};
  if (error instanceof Limited && error.retryAfterSeconds !== undefined) {
    headers['retry-after'] = String(error.retryAfterSeconds);
  }
  if (error instanceof RangeNotSatisfiable) headers['content-range'] = `bytes */${error.size}`;
  return {
    status: STATUS_BY_KIND[error.kind],
    headers,
    message: t(lang, error.msg.key, error.msg.params),
    errors: error.details.map((d) => t(lang, d.key, d.params)),
  };
}

export function sendError(reply: FastifyReply, status: number, message: string, errors: string[] = []) {
  return reply.code(status).type('application/json; charset=utf-8').send({ message, errors });
}

export function notFoundBody(request: FastifyRequest) {
  return { message: request.t('errors.routeNotFound', { path: request.url.split('?')[0] ?? '/' }), errors: [] };
}

/** One place that turns any thrown error into `{ message, errors[] }` in the request language. */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | Error, request, reply) => {
      const lang = request.lang ?? 'en';

      if (error instanceof DomainError) {
        const answer = httpAnswer(error, lang);
        reply.headers(answer.headers);
        return sendError(reply, answer.status, answer.message, answer.errors);
      }

      const zodError = error instanceof ZodError ? error : (error as { cause?: unknown }).cause;
      if (zodError instanceof ZodError) {
        return sendError(reply, 422, t(lang, 'errors.validation'), issueMessages(lang, zodError.issues));
      }

      const status = (error as FastifyError).statusCode ?? 500;
      const code = (error as FastifyError).code;
      if (code === 'FST_ERR_VALIDATION') {
        return sendError(reply, 422, t(lang, 'errors.validation'), [t(lang, 'errors.badRequest')]);
      }
      if (status >= 400 && status < 500) {
        if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
          return sendError(reply, 400, t(lang, 'errors.invalidJson'));
        }
        return sendError(reply, status, t(lang, STATUS_KEYS[status] ?? 'errors.badRequest'));
      }

      // 5xx: log everything, show nothing internal.
      request.log.error({ err: error }, 'request failed');
      const shown = status === 503 ? 503 : 500;
      return sendError(reply, shown, t(lang, 'errors.generic'), [t(lang, shown === 503 ? 'errors.serviceUnavailable' : 'errors.internal')]);
    });
  },
  { name: 'error-handler', dependencies: ['lang'] },
);
