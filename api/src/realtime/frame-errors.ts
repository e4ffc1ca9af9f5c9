import type { RealtimeErrorCode } from '@site/shared/realtime/protocol';
import { ZodError } from 'zod';
import { type Lang, t } from '../i18n/index.js';
import { HttpError } from '../lib/http-error.js';
import { issueMessages } from '../lib/validation-messages.js';
import { markDefaults } from '../lib/zod-provider.js';

const MESSAGE_KEYS: Record<RealtimeErrorCode, string> = {
  bad_frame: 'realtime.badFrame',
  unauthenticated: 'realtime.unauthenticated',
  not_found: 'realtime.notFound',
  unknown_request: 'realtime.unknownRequest',
  invalid_data: 'errors.validation',
  rate_limited: 'errors.tooManyRequests',
  too_many_subscriptions: 'realtime.tooManySubscriptions',
  failed: 'errors.generic',
};

export const frameError = (lang: Lang, code: RealtimeErrorCode) => t(lang, MESSAGE_KEYS[code]);

const CODE_BY_STATUS: Record<number, RealtimeErrorCode> = { 401: 'unauthenticated', 404: 'not_found', 422: 'invalid_data', 429: 'rate_limited' };

/**
 * What a failed request handler becomes on the wire: its HttpError (same keys and languages as
 * HTTP), the data's validation problems, or a generic failure that reveals nothing internal.
 */
export function requestFailure(lang: Lang, error: unknown): { code: RealtimeErrorCode; message: string; errors?: string[]; unexpected?: boolean } {
  if (error instanceof ZodError) {
    return { code: 'invalid_data', message: t(lang, 'errors.validation'), errors: issueMessages(lang, error.issues) };
  }
  if (error instanceof HttpError) {
    const details = error.details.map((d) => t(lang, d.key, d.params));
    return { code: CODE_BY_STATUS[error.statusCode] ?? 'failed', message: t(lang, error.msg.key, error.msg.params), ...(details.length ? { errors: details } : {}) };
  }
  return { code: 'failed', message: frameError(lang, 'failed'), unexpected: true };
}

/** Parses request data the way HTTP bodies are parsed, so missing fields get the same messages. */
export const parseOptions = { error: markDefaults };
