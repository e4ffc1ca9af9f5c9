import { useApi } from '@site/shared/api';
import type { Service } from '@site/shared/types';

export const servicesKey = '/services';

export const useServices = () => useApi<Service[]>(servicesKey);
