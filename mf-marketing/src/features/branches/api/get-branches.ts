import { useApi } from '@site/shared/api';
import type { Branch } from '@site/shared/types';

export const branchesKey = '/branches';

export const useBranches = () => useApi<Branch[]>(branchesKey);
