import { useMemo, type ComponentProps } from 'react';
import { Select } from '@site/shared/ui';
import { buildCountryList } from '@site/shared/phone';
import { useLang } from '@site/shared/i18n';
import { usePortalT } from '../locales';

/** Gulf countries first: the company's market (prices are in SAR). */
export const PREFERRED_COUNTRIES = ['SA', 'AE', 'KW', 'QA', 'BH', 'OM', 'EG'];

/** Country picker with names in the page language (Intl.DisplayNames), sorted by that language. */
export function CountrySelect(props: Omit<ComponentProps<'select'>, 'children'>) {
  const { t } = usePortalT();
  const lang = useLang();
  const options = useMemo(() => {
    const list = buildCountryList({ lang, preferredCountries: PREFERRED_COUNTRIES });
    const rest = list.rest.filter((c) => !PREFERRED_COUNTRIES.includes(c.iso2));
    return [...list.preferred, ...rest].map((c) => ({ value: c.iso2, label: c.name }));
  }, [lang]);
  return <Select {...props} placeholder={t('common.select')} options={options} />;
}
