import { useApi } from '@site/shared/api';
import type { Project } from '@site/shared/types';

/** Unknown ids answer 404: the shared client raises app:error and the shell shows its 404 screen. */
export const projectKey = (id: string) => `/projects/${encodeURIComponent(id)}`;

export const useProject = (id: string | undefined) => useApi<Project>(id ? projectKey(id) : null);
