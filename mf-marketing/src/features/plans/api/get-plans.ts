import { useApi } from '@site/shared/api';
import type { Plan } from '@site/shared/types';

export const plansKey = '/plans';

export const usePlans = () => useApi<Plan[]>(plansKey);
