import { act, renderHook, waitFor } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { loadListQuerySchema } from './list-query';
import { useListingQuery } from './use-listing-query';

const wrapper = ({ children }: { children: ReactNode }) => (
  <BrowserRouter>
    <Suspense fallback={null}>{children}</Suspense>
  </BrowserRouter>
);

it('a second filter chosen before the list re-rendered with the first keeps both', async () => {
  await loadListQuerySchema();
  window.history.replaceState(null, '', '/en/groups?location=riyadh');
  const { result } = renderHook(() => useListingQuery(), { wrapper });
  await waitFor(() => expect(result.current).not.toBeNull());
  const { setFilters } = result.current;

  // Both changes from the same render, as two quick choices on a busy device arrive.
  await act(async () => {
    setFilters({ sort: 'rating' });
    setFilters({ type: 'study-group' });
  });

  await waitFor(() => expect(window.location.search).toBe('?sort=rating&type=study-group&location=riyadh'));
});
