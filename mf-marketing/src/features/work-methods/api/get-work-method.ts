import { useApi } from '@site/shared/api';
import type { WorkMethod } from '@site/shared/types';

/** Unknown ids answer 404: the shared client raises app:error and the shell shows its 404 screen. */
export const workMethodKey = (id: string) => `/work-methods/${encodeURIComponent(id)}`;

export const useWorkMethod = (id: string | undefined) => useApi<WorkMethod>(id ? workMethodKey(id) : null);
