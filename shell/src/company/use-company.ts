import { useApi } from '@site/shared/api';
import type { CompanyInfo } from '@site/shared/types';

/** The API path of the company facts (a server-rendered page carries their answer). */
export const COMPANY_PATH = '/content/company';

/**
 * Company facts for the footer and the tenant name on custom domains. Silent: a failure
 * here must not replace the page with an error screen; the layout just shows less.
 */
export function useCompany(): CompanyInfo | undefined {
  return useApi<CompanyInfo>(COMPANY_PATH, { request: { silent: true } }).data;
}
