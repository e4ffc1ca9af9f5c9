import { useLocation } from 'react-router';
import { Button, EmptyState, Pagination, Spinner, pageCountOf } from '@site/shared/ui';
import { FormAlert } from '../../../components/form-alert';
import { useAuthRedirect } from '../../../lib/use-auth-redirect';
import { usePortalT } from '../../../lib/use-portal-t';
import { useTickets } from '../api/get-tickets';
import { usePageParam } from '../hooks/use-page-param';
import { TicketCard } from './ticket-card';
import './tickets.css';

export function TicketsPage() {
  const { t } = usePortalT();
  const [page, setPage] = usePageParam();
  const { pathname } = useLocation();
  const { data, error, isLoading, mutate } = useTickets(page);
  useAuthRedirect(error);

  let body;
  if (error && !data) {
    body = (
      <FormAlert
        message={t('tickets.failed')}
        action={<Button onClick={() => void mutate()}>{t('common.retry')}</Button>}
      />
    );
  } else if (isLoading || !data) {
    body = <Spinner label={t('common.loading')} />;
  } else if (data.items.length === 0) {
    body = <EmptyState title={t('tickets.empty')} />;
  } else {
    body = (
      <>
        <ul className="pt-tickets" aria-labelledby="pt-tickets-title">
          {data.items.map((ticket) => (
            <TicketCard key={ticket.id} ticket={ticket} />
          ))}
        </ul>
        <Pagination
          page={data.page}
          pageCount={pageCountOf(data.total, data.pageSize)}
          hrefFor={(n) => (n > 1 ? `${pathname}?page=${n}` : pathname)}
          onPageChange={setPage}
        />
      </>
    );
  }

  return (
    <section className="pt-page" aria-labelledby="pt-tickets-title" aria-busy={isLoading}>
      <h1 id="pt-tickets-title" className="pt-title">{t('tickets.heading')}</h1>
      {body}
    </section>
  );
}
