import { useLocation, useNavigate } from 'react-router';
import type { TicketListPage } from '@site/shared/types';
import { type PageStep, Pagination, pageCountOf } from '@site/shared/ui';
import { type PageCursor, listPageHref } from '../hooks/use-list-params';

/**
 * The pages of a ticket list, as links that keep its box and filters (on /tickets and in the desk's
 * list pane). Previous and next, what people click, continue from the first or last row shown (the
 * server reads them by index); the numbers jump by page number, so a link to page N stays shareable.
 */
export function ListPagination({ data }: { data: TicketListPage }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const cursorFor = (step?: PageStep): PageCursor | undefined => {
    if (!data.cursors || !step) return undefined;
    if (step === 'next') return { after: data.cursors.last };
    // Back to the first page is back to the top: the newest rows, including any that came since.
    return data.page > 2 ? { before: data.cursors.first } : undefined;
  };
  return (
    <Pagination
      page={data.page}
      pageCount={pageCountOf(data.total, data.pageSize)}
      hrefFor={(n, step) => listPageHref(pathname, search, n, cursorFor(step))}
      onPageChange={(_, href) => {
        if (href) void navigate(href);
      }}
    />
  );
}
