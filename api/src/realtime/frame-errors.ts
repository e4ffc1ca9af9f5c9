import type { RealtimeErrorCode } from '@site/shared/realtime/protocol';
import { z } from 'zod';
import { type Lang, t } from '../i18n/index.js';
import { DomainError, type ErrorKind } from '../lib/errors.js';
import { issueMessages } from '../lib/validation-messages.js';
import { markDefaults } from '../lib/zod-provider.js';

const MESSAGE_KEYS: Record<RealtimeErrorCode, string> = {
  bad_frame: 'realtime.badFrame',
  unauthenticated: 'realtime.unauthenticated',
  not_found: 'realtime.notFound',
  unknown_request: 'realtime.unknownRequest',
  invalid_data: 'errors.validation',
  rate_limited: 'errors.tooManyRequests',
  forbidden: 'errors.forbidden',
  conflict: 'realtime.conflict',
  too_many_subscriptions: 'realtime.tooManySubscriptions',
  failed: 'errors.generic',
};

export const frameError = (lang: Lang, code: RealtimeErrorCode) => t(lang, MESSAGE_KEYS[code]);

/** The socket's code for each kind of domain error; kinds that only HTTP requests meet are `failed`. */
const CODE_BY_KIND: Record<ErrorKind, RealtimeErrorCode> = {
  unauthorized: 'unauthenticated',
  forbidden: 'forbidden',
  not_found: 'not_found',
  conflict: 'conflict',
  invalid: 'invalid_data',
  limited: 'rate_limited',
  bad_request: 'invalid_data',
  too_large: 'failed',
  unsupported: 'failed',
  range: 'failed',
  unavailable: 'failed',
  out_of_space: 'failed',
};

/**
 * What a failed request handler becomes on the wire: its domain error (same keys and languages as
 * HTTP), the data's validation problems, or a generic failure that reveals nothing internal.
 */
export function requestFailure(lang: Lang, error: unknown): { code: RealtimeErrorCode; message: string; errors?: string[]; unexpected?: boolean } {
  // zod's core error: what classic zod and zod/mini (the chat protocol's schemas) both throw.
  if (error instanceof z.core.$ZodError) {
    return { code: 'invalid_data', message: t(lang, 'errors.validation'), errors: issueMessages(lang, error.issues) };
  }
  if (error instanceof DomainError) {
    const details = error.details.map((d) => t(lang, d.key, d.params));
    return { code: CODE_BY_KIND[error.kind], message: t(lang, error.msg.key, error.msg.params), ...(details.length ? { errors: details } : {}) };
  }
  return { code: 'failed', message: frameError(lang, 'failed'), unexpected: true };
}

/** Parses request data the way HTTP bodies are parsed, so missing fields get the same messages. */
export const parseOptions = { error: markDefaults };
