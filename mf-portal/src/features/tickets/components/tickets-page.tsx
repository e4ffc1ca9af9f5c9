import { can } from '@site/shared/permissions';
import { Link } from 'react-router';
import { useLang } from '@site/shared/i18n';
import { revalidateApi } from '@site/shared/api';
import { href } from '@site/shared/routes';
import { ticketListTopic } from '@site/shared/tickets';
import { Button, EmptyState, PageHeader } from '@site/shared/ui';
import { FormAlert } from '../../../components/form-alert';
import { useAuthRedirect } from '@site/shared/spa/use-auth-redirect';
import { usePortalT, useTicketsT } from '../../../locales';
import { useMe } from '../../../lib/use-me';
import { TICKET_LISTS, useTickets } from '../api/get-tickets';
import { useLiveTopic } from '../../../lib/use-live-topic';
import { useListParams } from '../hooks/use-list-params';
import { ListPagination } from './list-pagination';
import { useSlaWarnings } from '../hooks/use-sla-warnings';
import { BoxTabs } from './box-tabs';
import { TicketCard } from './ticket-card';
import { TicketFilters } from './ticket-filters';
import { counted } from './ticket-format';
import { TicketsSkeleton } from './tickets-skeleton';
import { AvailabilitySelect } from '../../../components/availability/availability-select';
import { CannedManager } from '../../../components/canned/canned-manager';
import './tickets.css';

export function TicketsPage() {
  const { t } = usePortalT();
  const { t: tt } = useTicketsT();
  const lang = useLang();
  const me = useMe();
  const isAgent = can(me.data, 'support.work');
  const { query, setFilters, clearFilters, hasFilters } = useListParams(isAgent ? 'incoming' : 'outgoing');
  // Agents start on their incoming work: wait for the role before asking for a list.
  const { data, error, isLoading, mutate } = useTickets(me.data || me.error ? query : null);
  useAuthRedirect(error ?? me.error);
  // New tickets and changes to listed ones show without a reload.
  useLiveTopic(me.data ? ticketListTopic(me.data.id) : null, () => void revalidateApi(TICKET_LISTS));
  useSlaWarnings(isAgent && me.data ? me.data.id : null);

  const newTicket = <Link className="ui-btn ui-btn--primary ui-btn--md" to={href('ticket-new', lang)}>{t('tickets.new')}</Link>;
  const reports = can(me.data, 'reports.read') ? <Link className="ui-btn ui-btn--secondary ui-btn--md" to={href('ticket-reports', lang)}>{tt('reports.title')}</Link> : null;
  const role = isAgent ? 'agent' : 'client';
  let body;
  if (error && !data) {
    body = <FormAlert message={t('tickets.loadFailed')} action={<Button onClick={() => void mutate()}>{t('common.retry')}</Button>} />;
  } else if (!data) {
    body = <TicketsSkeleton />;
  } else if (data.items.length === 0) {
    body = hasFilters ? (
      <EmptyState title={t('tickets.empty.filtered')} description={null} action={<Button variant="secondary" onClick={clearFilters}>{t('tickets.filters.clear')}</Button>} />
    ) : (
      <EmptyState title={t(`tickets.empty.${query.box}.${role}`)} description={null} action={query.box === 'outgoing' ? newTicket : undefined} />
    );
  } else {
    body = (
      <>
        <p className="pt-muted" role="status">{t('tickets.count', counted(data.total, lang))}</p>
        <ul className="pt-tickets" aria-label={t(`tickets.boxes.${query.box}`)}>
          {data.items.map((ticket) => (
            <TicketCard key={ticket.id} ticket={ticket} box={query.box} />
          ))}
        </ul>
        <ListPagination data={data} />
      </>
    );
  }

  return (
    <section className="pt-page" aria-labelledby="pt-tickets-title" aria-busy={isLoading || !data}>
      <PageHeader title={<span id="pt-tickets-title">{t('tickets.heading')}</span>} actions={<>{isAgent && <AvailabilitySelect />}{isAgent && <CannedManager />}{reports}{newTicket}</>} />
      <BoxTabs box={query.box} isAgent={isAgent} />
      <TicketFilters filters={query} onChange={setFilters} serviceLevels={isAgent && query.box === 'incoming'} />
      {body}
    </section>
  );
}
