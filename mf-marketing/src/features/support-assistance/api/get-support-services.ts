import { useApi } from '@site/shared/api';
import type { ListingPage } from '@site/shared/listings/core';

/** The whole support-services catalogue fits one page. */
export const supportServicesKey = '/support-services?pageSize=50&page=1';

export const useSupportServices = () => useApi<ListingPage>(supportServicesKey);
