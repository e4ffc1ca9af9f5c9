import { useMemo } from 'react';
import { useTranslation } from '@site/shared/i18n/react-binding';
import type { Translate } from './translator';
import { makeTranslator } from './translator';
import { toLang } from '../lang';

/**
 * Builds a schema in the page language and rebuilds it when the language changes, so
 * form errors follow a language switch. Uses the i18next instance bound by initI18n
 * (not an import of it) so the schema modules stay free of the i18n setup the API
 * does not need.
 */
export function useSchema<S>(factory: (t: Translate) => S): S {
  const { i18n } = useTranslation('validation');
  const lang = toLang(i18n?.language);
  return useMemo(() => factory(makeTranslator(lang)), [factory, lang]);
}
