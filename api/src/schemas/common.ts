import type { Translate } from '@site/shared/validation';
import { z } from 'zod';
import { checkPhone } from '../services/accounts/phone.js';

/*
 * Server-side steps piped after a shared field has passed: the form's rules decide what is
 * valid input, these decide how it is stored. Messages that are API i18n keys are rendered
 * in the request language by the error handler.
 */

/** The shared rule only counts digits; storage and login lookups need one E.164 form. */
export const toE164 = z.string().transform((value, ctx) => {
  const result = checkPhone(value);
  if (result.ok) return result.e164;
  ctx.addIssue({ code: 'custom', message: result.reason === 'length' ? 'validation.phoneLength' : 'validation.phoneInvalid' });
  return z.NEVER;
});

/** Emails are unique and looked up case-insensitively. */
export const lowerCased = z.string().transform((value) => value.toLowerCase());

/** The shared schemas keep text as typed; stored names must not differ by outer blanks. */
export const trimmed = z.string().transform((value) => value.trim());

/** The form offers ISO 3166 codes only; the accounts table stores them upper-case. */
export const countryCode = (t: Translate) =>
  z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, { error: t('default', { field: 'country' }) })
    .transform((value) => value.toUpperCase());

/** Challenge ids are database uuids: anything else cannot match a challenge. */
export const challengeId = z.uuid({ error: 'otp.invalid' });

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
