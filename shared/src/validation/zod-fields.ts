import { z } from 'zod';
import { cleanText } from './digits';
import { firstFailure, type Rule } from './rules';
import type { Translate } from './translator';

/**
 * A string field checked by the generic rules of `rules.ts`, with one translated message per field.
 * A missing value reports `required`, a value of the wrong type the default message.
 */
export function text(t: Translate, field: string, ...rules: Rule[]) {
  return z
    .string({ error: (issue) => t(issue.input == null ? 'required' : 'default', { field }) })
    .superRefine((value, ctx) => {
      const failure = firstFailure(value, rules);
      if (failure) ctx.addIssue({ code: 'custom', message: t(failure.key, { field, ...failure.params }) });
    });
}

/** Same as `text`, but the parsed value has bidi marks removed, ASCII digits and no outer blanks. */
export const cleanedText = (t: Translate, field: string, ...rules: Rule[]) =>
  text(t, field, ...rules).transform(cleanText);

/** One of a fixed set of values; anything else (or nothing) reports `required`/default. */
export function oneOf<const V extends readonly [string, ...string[]]>(t: Translate, field: string, values: V) {
  return z.enum(values, { error: (issue) => t(issue.input == null || issue.input === '' ? 'required' : 'default', { field }) });
}

/** A checkbox that must be ticked (for `required`, false is not a value). */
export const mustBeTrue = (t: Translate, key: string) =>
  z.boolean({ error: () => t(key) }).refine((v) => v === true, { message: t(key) });

export const flag = (t: Translate, field: string) =>
  z.boolean({ error: () => t('default', { field }) });

/**
 * Confirmed: `field` must equal `target`. The issue lands on the confirmation
 * field, and the check runs even when other fields of the form are still invalid, so the
 * mismatch shows up at once instead of after everything else is fixed.
 */
export function withConfirmed<S extends z.ZodType<Record<string, unknown>>>(
  schema: S, t: Translate, field: string, target: string, key = 'confirmed',
) {
  return schema.superRefine(
    (values, ctx) => {
      const value = values[field];
      if (value === undefined || value === '' || value === values[target]) return;
      ctx.addIssue({ code: 'custom', path: [field], message: t(key, { field }) });
    },
    {
      when: ({ value }) => {
        const v = value as Record<string, unknown> | null;
        return !!v && typeof v === 'object' && typeof v[field] === 'string' && typeof v[target] === 'string';
      },
    },
  );
}
