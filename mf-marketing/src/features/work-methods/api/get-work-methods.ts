import { useApi } from '@site/shared/api';
import type { WorkMethod } from '@site/shared/types';

export const workMethodsKey = '/work-methods';

export const useWorkMethods = () => useApi<WorkMethod[]>(workMethodsKey);
