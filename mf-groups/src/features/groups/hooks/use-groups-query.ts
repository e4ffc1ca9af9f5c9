import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { GroupsQuery } from '../api/get-groups';

const parsePage = (raw: string | null) => {
  const page = Number.parseInt(raw ?? '', 10);
  return Number.isFinite(page) && page > 0 ? page : 1;
};

/**
 * The list query lives in the URL (`?q=&page=`), so a search can be shared, reloaded
 * and undone with the back button.
 */
export function useGroupsQuery() {
  const [params, setParams] = useSearchParams();
  const query: GroupsQuery = { page: parsePage(params.get('page')), q: params.get('q') ?? '' };

  const setSearch = useCallback(
    (q: string) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          const term = q.trim();
          if (term) next.set('q', term);
          else next.delete('q');
          // A new search starts from its first page.
          next.delete('page');
          return next;
        },
        // Typing should not leave one history entry per pause.
        { replace: true },
      );
    },
    [setParams],
  );

  /** The `search` string of the link to another page, keeping the current search. */
  const pageSearch = useCallback(
    (page: number) => {
      const next = new URLSearchParams(params);
      if (page > 1) next.set('page', String(page));
      else next.delete('page');
      const search = next.toString();
      return search ? `?${search}` : '';
    },
    [params],
  );

  return { query, setSearch, pageSearch };
}
