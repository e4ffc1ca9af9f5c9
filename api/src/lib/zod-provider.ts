import type { FastifyRequest, FastifySchemaCompiler, FastifyTypeProvider } from 'fastify';
import { makeTranslator, type Translate } from '@site/shared/validation';
import type { z } from 'zod';
import type { Lang } from '../i18n/index.js';

/** Route schemas are zod schemas: typed request data and one validation path for every route. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

/** Marks zod's built-in messages so the error handler can replace them with the forms' texts ('{field} is required', ...). */
export const DEFAULT_MESSAGE = '\u0000default';
export const MISSING_MESSAGE = '\u0000missing';

/** Per-parse error map: only applies where a schema gave no message of its own. */
export const markDefaults = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? MISSING_MESSAGE : DEFAULT_MESSAGE;

export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data, { error: markDefaults });
    return result.success ? { value: result.data } : { error: result.error };
  };

/**
 * A request body checked by a `@site/shared/validation` factory, the one the form uses.
 * Fastify compiles a route schema once, but the shared schemas carry their messages in one
 * language, so the schema is built per request language (once each) and run as a route
 * `preValidation` hook: the same place Fastify validates, before auth and idempotency.
 */
export interface LocalizedBody<S extends z.ZodType> {
  schema: (lang: Lang) => S;
  preValidation: (request: FastifyRequest) => Promise<void>;
}

/** Parsed body type for `app.post<{ Body: BodyOf<typeof x> }>`. */
export type BodyOf<B> = B extends LocalizedBody<infer S> ? z.output<S> : never;

export function localizedBody<S extends z.ZodType>(factory: (t: Translate, lang: Lang) => S): LocalizedBody<S> {
  const built = new Map<Lang, S>();
  const schema = (lang: Lang): S => {
    let found = built.get(lang);
    if (!found) {
      found = factory(makeTranslator(lang), lang);
      built.set(lang, found);
    }
    return found;
  };
  return {
    schema,
    preValidation: (request) => {
      const { body } = request;
      // No body or a non-object body reports every field as missing, like an empty form.
      const input = body && typeof body === 'object' && !Array.isArray(body) ? body : {};
      // Throws a ZodError: the error handler answers 422 with the issues' messages.
      request.body = schema(request.lang).parse(input, { error: markDefaults });
      return Promise.resolve();
    },
  };
}
