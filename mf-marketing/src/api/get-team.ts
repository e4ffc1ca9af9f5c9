import { useApi } from '@site/shared/api';
import type { TeamMember } from '@site/shared/types';

export const teamKey = '/team';

export const useTeam = () => useApi<TeamMember[]>(teamKey);
