import { useApi } from '@site/shared/api';
import type { CompanyInfo } from '@site/shared/types';

export const companyKey = '/content/company';

export const useCompany = () => useApi<CompanyInfo>(companyKey);
