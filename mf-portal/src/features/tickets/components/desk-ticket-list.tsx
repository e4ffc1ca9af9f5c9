import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { revalidateApi } from '@site/shared/api';
import { useLang } from '@site/shared/i18n';
import { href } from '@site/shared/routes';
import { ticketListTopic } from '@site/shared/tickets';
import type { TicketSummary } from '@site/shared/types';
import { Button } from '@site/shared/ui';
import { FormAlert } from '../../../components/form-alert';
import { useLiveTopic } from '../../../lib/use-live-topic';
import { useMe } from '../../../lib/use-me';
import { usePortalT } from '../../../locales';
import { TICKET_LISTS, useTickets } from '../api/get-tickets';
import { useListParams } from '../hooks/use-list-params';
import { ListPagination } from './list-pagination';
import { SlaTimer } from './sla-timer';
import { counted, ticketNumber } from './ticket-format';
import { TicketStatusBadge, UrgentBadge } from './ticket-status';

/** One compact row: number, status, subject and client; a link that keeps the list's box and filters. */
function DeskRow({ ticket, current, search, onPick }: { ticket: TicketSummary; current: boolean; search: string; onPick: () => void }) {
  const lang = useLang();
  return (
    <li>
      <Link
        className={current ? 'pt-desk-row pt-desk-row--current' : 'pt-desk-row'}
        to={`${href('ticket-details', lang, { id: ticket.id })}${search}`}
        aria-current={current ? 'page' : undefined}
        onClick={onPick}
      >
        <span className="pt-desk-row-head">
          <bdi className="pt-ticket-number">{ticketNumber(ticket.number, lang)}</bdi>
          <TicketStatusBadge status={ticket.status} />
          {ticket.urgent && <UrgentBadge />}
        </span>
        <span className="pt-desk-row-subject" dir="auto">{ticket.subject}</span>
        <span className="pt-desk-row-meta">
          <bdi>{ticket.client.name}</bdi>
          {ticket.sla && <SlaTimer sla={ticket.sla} />}
        </span>
      </Link>
    </li>
  );
}

/**
 * The agent desk's first pane: the list the agent works on /tickets, with the same box, filters
 * and page (they travel in the URL's query from the list to each ticket and back). Below 64rem it
 * folds behind a "Tickets" disclosure so the conversation comes first on a phone.
 */
export function DeskTicketList({ currentId }: { currentId: string }) {
  const { t } = usePortalT();
  const lang = useLang();
  const { search } = useLocation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const me = useMe();
  const { query } = useListParams('incoming');
  const { data, error, mutate } = useTickets(query);
  // New tickets and changes to listed ones show without a reload, as on /tickets.
  useLiveTopic(me.data ? ticketListTopic(me.data.id) : null, () => void revalidateApi(TICKET_LISTS));
  const boxName = t(`tickets.boxes.${query.box}`);

  let body;
  if (error && !data) {
    body = <FormAlert message={t('tickets.loadFailed')} action={<Button onClick={() => void mutate()}>{t('common.retry')}</Button>} />;
  } else if (!data) {
    body = <p className="pt-muted" role="status">{t('common.loading')}</p>;
  } else {
    body = (
      <>
        <p className="pt-muted" role="status">{t('tickets.count', counted(data.total, lang))}</p>
        {data.items.length > 0 && (
          <ul className="pt-desk-tickets" aria-label={boxName}>
            {data.items.map((ticket) => (
              <DeskRow key={ticket.id} ticket={ticket} current={ticket.id === currentId} search={search} onPick={() => setOpen(false)} />
            ))}
          </ul>
        )}
        <ListPagination data={data} />
      </>
    );
  }

  return (
    <nav className="pt-desk-list pt-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="pt-section-title pt-desk-list-title">{t('tickets.desk.list', { box: boxName })}</h2>
      <Button variant="secondary" className="pt-desk-list-toggle" aria-expanded={open} aria-controls={`${id}-body`} onClick={() => setOpen(!open)}>
        {t('tickets.desk.toggle', { box: boxName })}
      </Button>
      <div id={`${id}-body`} className={open ? 'pt-desk-list-body pt-desk-list-body--open' : 'pt-desk-list-body'}>
        {body}
        <Link to={`${href('tickets', lang)}${search}`}>{t('tickets.desk.fullList')}</Link>
      </div>
    </nav>
  );
}
