import { api, useApi } from '@site/shared/api';
import type { GroupSummary, Page } from '@site/shared/types';

export interface GroupsQuery {
  page: number;
  q: string;
}

/** The SWR key is the request path, so each page and search term caches on its own. */
export function groupsKey({ page, q }: GroupsQuery): string {
  const params = new URLSearchParams({ page: String(page) });
  const term = q.trim();
  if (term) params.set('q', term);
  return `/groups?${params.toString()}`;
}

export const getGroups = (query: GroupsQuery) => api.get<Page<GroupSummary>>(groupsKey(query));

/** Keeps the current cards on screen while another page or search loads. */
export const useGroups = (query: GroupsQuery) =>
  useApi<Page<GroupSummary>>(groupsKey(query), { keepPreviousData: true });
