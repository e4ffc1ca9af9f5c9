import type { ReactNode } from 'react';
import { formatDate, useLang } from '@site/shared/i18n';
import { AUTO_CLOSE_DAYS, reopenDeadline } from '@site/shared/tickets';
import type { TicketDetail } from '@site/shared/types';
import { usePortalT, useTicketsT } from '../../../locales';
import { SlaTimer } from './sla-timer';
import { StarToggle } from './star-toggle';
import { counted, ticketDate, ticketNumber } from './ticket-format';
import { TicketStatusBadge, UrgentBadge } from './ticket-status';

/** Number, status, urgency, type, department, the people on it, times, and when it closes itself. */
export function TicketHeader({ ticket, canReopen }: { ticket: TicketDetail; canReopen: boolean }) {
  const { t } = usePortalT();
  const { t: tt } = useTicketsT();
  const lang = useLang();
  const number = ticketNumber(ticket.number, lang);
  const day = (iso: string | Date) => formatDate(iso, lang, { dateStyle: 'long' });
  const rows: Array<[string, ReactNode]> = [
    [t('tickets.number'), <bdi key="n">{number}</bdi>],
    [t('tickets.status'), <TicketStatusBadge key="s" status={ticket.status} />],
    [t('tickets.type'), tt(`types.${ticket.type}`)],
    [t('tickets.department'), tt(`departments.${ticket.department}`)],
    [t('tickets.client'), <bdi key="c">{ticket.client.name}</bdi>],
    [t('tickets.assignee'), ticket.assignee ? <bdi key="a">{ticket.assignee.name}</bdi> : t('tickets.unassigned')],
    [t('tickets.created'), <time key="cr" dateTime={ticket.createdAt}>{ticketDate(ticket.createdAt, lang)}</time>],
    [t('tickets.updated'), <time key="u" dateTime={ticket.updatedAt}>{ticketDate(ticket.updatedAt, lang)}</time>],
  ];
  if (ticket.openedBy.id !== ticket.client.id) rows.splice(5, 0, [t('tickets.openedBy'), <bdi key="o">{ticket.openedBy.name}</bdi>]);
  // A visitor's ticket: the requester is a contact without an account (only agents get it),
  // shown with the links to reach them in the desk's context pane rather than here.
  if (ticket.requester) rows.splice(4, 1);
  // Support sees the service level; the client's answer has none.
  if (ticket.sla) rows.splice(2, 0, [tt('sla.filter.label'), <SlaTimer key="sla" sla={ticket.sla} />]);

  let autoClose: string | null = null;
  if (ticket.autoCloseAt) autoClose = t('tickets.autoClose.scheduled', { date: day(ticket.autoCloseAt) });
  else if (ticket.autoClose && ticket.status !== 'closed_by_client') autoClose = t('tickets.autoClose.on', counted(AUTO_CLOSE_DAYS, lang));

  return (
    <header className="pt-ticket-header">
      <div className="pt-ticket-head">
        <h1 id="pt-ticket-title" className="pt-title" dir="auto">{ticket.subject}</h1>
        {ticket.urgent && <UrgentBadge />}
        <StarToggle ticketId={ticket.id} starred={ticket.starred} label={number} />
      </div>
      <dl className="pt-summary">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {autoClose && <p className="pt-note">{autoClose}</p>}
      {canReopen && <p className="pt-note">{t('tickets.reopenUntil', { date: day(reopenDeadline(ticket)) })}</p>}
    </header>
  );
}
