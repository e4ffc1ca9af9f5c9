import { charCount, hasPhoneLength, isEmail, isInteger, isNumeric, isPresent, isUrl, toNumber } from './predicates';
import type { TranslateParams } from './translator';

/** A failed rule: a message key of the 'validation' namespace plus its values. */
export interface RuleFailure {
  key: string;
  params?: TranslateParams;
}
export type Rule = (value: string) => RuleFailure | null;

const fail = (key: string, params?: TranslateParams): RuleFailure => ({ key, ...(params ? { params } : {}) });

/*
 * Generic rules. Every rule except `required` accepts the empty string, so an
 * optional field stays optional; `key` overrides the generic message with a specific one.
 */
export const required = (key = 'required'): Rule => (v) => (isPresent(v) ? null : fail(key));
export const email = (key = 'email'): Rule => (v) => (isEmail(v) ? null : fail(key));
export const minLength = (min: number, key = 'min'): Rule => (v) =>
  v === '' || charCount(v) >= min ? null : fail(key, { min });
export const maxLength = (max: number, key = 'max'): Rule => (v) =>
  charCount(v) <= max ? null : fail(key, { max });
export const url = (pattern?: RegExp, key = 'url'): Rule => (v) => (isUrl(v, pattern) ? null : fail(key));
export const numeric = (key = 'numeric'): Rule => (v) => (isNumeric(v) ? null : fail(key));
export const integer = (key = 'integer'): Rule => (v) => (isInteger(v) ? null : fail(key));
export const minValue = (min: number, key = 'minValue'): Rule => (v) =>
  v === '' || (isNumeric(v) && toNumber(v) >= min) ? null : fail(key, { min });
export const maxValue = (max: number, key = 'maxValue'): Rule => (v) =>
  v === '' || (isNumeric(v) && toNumber(v) <= max) ? null : fail(key, { max });
export const between = (min: number, max: number, key = 'between'): Rule => (v) =>
  v === '' || (isNumeric(v) && toNumber(v) >= min && toNumber(v) <= max) ? null : fail(key, { min, max });
export const phone = (key = 'phoneLength'): Rule => (v) => (v === '' || hasPhoneLength(v) ? null : fail(key));
/** Any predicate, reported with the given key (the default '{field} is not valid.'). */
export const satisfies = (test: (v: string) => boolean, key = 'default'): Rule => (v) =>
  v === '' || test(v) ? null : fail(key);

/** First failing rule, like the form library stopping at the first error of a field. */
export function firstFailure(value: string, rules: readonly Rule[]): RuleFailure | null {
  for (const rule of rules) {
    const failure = rule(value);
    if (failure) return failure;
  }
  return null;
}
