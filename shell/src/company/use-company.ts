import useSWR from 'swr';
import { api } from '@site/shared/api';
import { currentLang } from '@site/shared/i18n';
import type { CompanyInfo } from '@site/shared/types';

/**
 * Company facts for the footer and the tenant name on custom domains. Silent: a failure
 * here must not replace the page with an error screen; the layout just shows less.
 */
export function useCompany(): CompanyInfo | undefined {
  const lang = currentLang();
  const { data } = useSWR(['shell:company', lang], () => api.get<CompanyInfo>('/content/company', { silent: true }), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  return data;
}
