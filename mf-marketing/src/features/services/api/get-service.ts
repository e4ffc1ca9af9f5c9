import { useApi } from '@site/shared/api';
import type { Service } from '@site/shared/types';

/** Unknown ids answer 404: the shared client raises app:error and the shell shows its 404 screen. */
export const serviceKey = (id: string) => `/services/${encodeURIComponent(id)}`;

export const useService = (id: string | undefined) => useApi<Service>(id ? serviceKey(id) : null);
