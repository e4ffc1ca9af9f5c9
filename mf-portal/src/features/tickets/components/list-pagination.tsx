import { useLocation } from 'react-router';
import type { Page } from '@site/shared/types';
import { Pagination, pageCountOf } from '@site/shared/ui';
import { listPageHref } from '../hooks/use-list-params';

/** The pages of a ticket list, as links that keep its box and filters (on /tickets and in the desk's list pane). */
export function ListPagination({ data, onPageChange }: { data: Page<unknown>; onPageChange: (page: number) => void }) {
  const { pathname, search } = useLocation();
  return (
    <Pagination
      page={data.page}
      pageCount={pageCountOf(data.total, data.pageSize)}
      hrefFor={(n) => listPageHref(pathname, search, n)}
      onPageChange={onPageChange}
    />
  );
}
