import { makeTranslator } from '@site/shared/validation';
import { useLang } from '@site/shared/i18n';

/** Validation messages for checks made outside the schema (e.g. a phone that does not parse). */
export function useValidationT() {
  return makeTranslator(useLang());
}
