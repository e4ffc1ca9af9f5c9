import { useApi } from '@site/shared/api';
import type { Project } from '@site/shared/types';

export const projectsKey = '/projects';

export const useProjects = () => useApi<Project[]>(projectsKey);
