import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { Spinner } from '@site/shared/ui';
import { href } from '@site/shared/routes';
import type { TicketSummary } from '@site/shared/types';
import { useLang } from '../../../lib/use-lang';
import { usePortalT } from '../../../lib/use-portal-t';
import { useTickets } from '../api/get-tickets';
import { TicketStatusBadge, UrgentBadge } from './ticket-status';
import { ticketDate, ticketNumber } from './ticket-card';
import './tickets.css';

/**
 * Summary of one ticket, from the list row the user clicked (router state) or else the
 * first list page. Replies, attachments and rating arrive with the full tickets feature.
 */
export function TicketDetailsPage() {
  const { t } = usePortalT();
  const lang = useLang();
  const { id } = useParams();
  const passed = (useLocation().state as { ticket?: TicketSummary } | null)?.ticket;
  const list = useTickets(1);
  const ticket = passed?.id === id ? passed : list.data?.items.find((item) => item.id === id);
  const back = <Link to={href('tickets', lang)}>{t('tickets.back')}</Link>;

  if (!ticket) {
    return (
      <section className="pt-page">
        {list.isLoading ? <Spinner label={t('common.loading')} /> : <p role="status">{t('tickets.notFound')}</p>}
        <p>{back}</p>
      </section>
    );
  }
  const rows: Array<[string, ReactNode]> = [
    [t('tickets.number'), <bdi key="n">{ticketNumber(ticket.number, lang)}</bdi>],
    [t('tickets.status'), <TicketStatusBadge key="s" status={ticket.status} />],
    [t('tickets.type'), ticket.type],
    [t('tickets.category'), ticket.category],
    [t('tickets.assignee'), ticket.assignee ?? t('tickets.unassigned')],
    [t('tickets.created'), ticketDate(ticket.createdAt, lang)],
    [t('tickets.updated'), ticketDate(ticket.updatedAt, lang)],
  ];
  return (
    <section className="pt-page" aria-labelledby="pt-ticket-title">
      <p>{back}</p>
      <h1 id="pt-ticket-title" className="pt-title">
        {ticket.subject} {ticket.urgent && <UrgentBadge />}
      </h1>
      <dl className="pt-summary">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="pt-muted">{t('tickets.repliesSoon')}</p>
    </section>
  );
}
