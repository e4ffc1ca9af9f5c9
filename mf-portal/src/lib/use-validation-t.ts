import { makeTranslator } from '@site/shared/validation';
import { useLang } from './use-lang';

/** SPEC 5 messages for checks made outside the schema (e.g. a phone that does not parse). */
export function useValidationT() {
  return makeTranslator(useLang());
}
