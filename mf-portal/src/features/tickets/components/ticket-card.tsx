import { Link, useLocation } from 'react-router';
import { useLang } from '@site/shared/i18n';
import { href } from '@site/shared/routes';
import type { TicketBox } from '@site/shared/tickets';
import type { TicketSummary } from '@site/shared/types';
import { usePortalT, useTicketsT } from '../../../locales';
import { SlaTimer } from './sla-timer';
import { StarToggle } from './star-toggle';
import { ticketDate, ticketNumber } from './ticket-format';
import { TicketStatusBadge, UrgentBadge } from './ticket-status';

/** One ticket in a list: who it is with depends on the box (the client for incoming, the agent for outgoing). */
export function TicketCard({ ticket, box }: { ticket: TicketSummary; box: TicketBox }) {
  const { t } = usePortalT();
  const { t: tt } = useTicketsT();
  const lang = useLang();
  // The list's box, filters and page go along, so the ticket's desk lists the same tickets and "back" returns here.
  const { search } = useLocation();
  const number = ticketNumber(ticket.number, lang);
  const party = box === 'incoming' ? ticket.client.name : (ticket.assignee?.name ?? t('tickets.unassigned'));
  return (
    <li className="pt-ticket">
      <div className="pt-ticket-head">
        <bdi className="pt-ticket-number">{number}</bdi>
        <TicketStatusBadge status={ticket.status} />
        {ticket.urgent && <UrgentBadge />}
        {ticket.sla && <SlaTimer sla={ticket.sla} />}
        <span className="pt-ticket-star">
          <StarToggle ticketId={ticket.id} starred={ticket.starred} label={number} />
        </span>
      </div>
      <Link className="pt-ticket-subject" dir="auto" to={`${href('ticket-details', lang, { id: ticket.id })}${search}`}>
        {ticket.subject}
      </Link>
      <dl className="pt-ticket-meta">
        <div>
          <dt>{t('tickets.type')}</dt>
          <dd>{tt(`types.${ticket.type}`)}</dd>
        </div>
        <div>
          <dt>{t('tickets.department')}</dt>
          <dd>{tt(`departments.${ticket.department}`)}</dd>
        </div>
        <div>
          <dt>{box === 'incoming' ? t('tickets.client') : t('tickets.assignee')}</dt>
          <dd><bdi>{party}</bdi></dd>
        </div>
        <div>
          <dt>{t('tickets.updated')}</dt>
          <dd>
            <time dateTime={ticket.updatedAt}>{ticketDate(ticket.updatedAt, lang)}</time>
          </dd>
        </div>
      </dl>
    </li>
  );
}
