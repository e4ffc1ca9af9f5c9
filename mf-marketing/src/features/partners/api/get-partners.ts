import { useApi } from '@site/shared/api';
import type { Partner } from '@site/shared/types';

export const partnersKey = '/partners';

export const usePartners = () => useApi<Partner[]>(partnersKey);
