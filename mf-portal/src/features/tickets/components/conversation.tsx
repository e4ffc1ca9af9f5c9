import { useLang } from '@site/shared/i18n';
import type { TicketDetail, TicketEvent, TicketReply } from '@site/shared/types';
import { usePortalT, useTicketsT } from '../../../locales';
import { AttachmentList } from './attachment-list';
import { ticketDate } from './ticket-format';

type Entry = { at: string; reply: TicketReply; event?: never } | { at: string; event: TicketEvent; reply?: never };

function EventLine({ event }: { event: TicketEvent }) {
  const { t } = usePortalT();
  const { t: tt } = useTicketsT();
  const who = event.actor?.name ?? t('tickets.events.system');
  let text: string;
  if (event.kind === 'transfer') text = t('tickets.events.transfer', { who, to: event.assignee?.name ?? '' });
  else if (event.kind === 'rated') text = t('tickets.events.rated', { who });
  else text = t('tickets.events.status', { who, status: event.toStatus ? tt(`statuses.${event.toStatus}`) : '' });
  return (
    <>
      <p className="pt-event-text">{text}</p>
      {event.note && <p className="pt-event-note" dir="auto">{t('tickets.events.note', { note: event.note })}</p>}
    </>
  );
}

/**
 * The ticket's story in order: the request itself, then replies and what happened (status
 * changes, transfers, the rating), each with its time.
 */
export function Conversation({ ticket }: { ticket: TicketDetail }) {
  const { t } = usePortalT();
  const lang = useLang();
  const entries: Entry[] = [
    ...ticket.replies.map((reply) => ({ at: reply.createdAt, reply })),
    ...ticket.events.map((event) => ({ at: event.createdAt, event })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  const roleLabel = (role: 'client' | 'agent') => t(`tickets.roles.${role}`);

  return (
    <ol id="pt-conversation" tabIndex={-1} className="pt-conversation" aria-label={t('tickets.conversation')}>
      <li className="pt-message pt-message--client">
        <p className="pt-message-head">
          <bdi className="pt-message-author">{ticket.openedBy.name}</bdi>
          <span className="pt-badge pt-badge--role">{roleLabel(ticket.openedBy.id === ticket.client.id ? 'client' : 'agent')}</span>
          <time dateTime={ticket.createdAt}>{ticketDate(ticket.createdAt, lang)}</time>
        </p>
        <p className="pt-message-body" dir="auto">{ticket.details}</p>
        <AttachmentList files={ticket.attachments} />
      </li>
      {entries.map((entry) =>
        entry.reply ? (
          <li key={entry.reply.id} className={`pt-message pt-message--${entry.reply.internal ? 'note' : entry.reply.author.role}`}>
            <p className="pt-message-head">
              <bdi className="pt-message-author">{entry.reply.author.name}</bdi>
              <span className="pt-badge pt-badge--role">{roleLabel(entry.reply.author.role)}</span>
              {entry.reply.internal && <span className="pt-badge pt-badge--note">{t('tickets.note.label')}</span>}
              <time dateTime={entry.reply.createdAt}>{ticketDate(entry.reply.createdAt, lang)}</time>
            </p>
            {entry.reply.body && <p className="pt-message-body" dir="auto">{entry.reply.body}</p>}
            <AttachmentList files={entry.reply.attachments} />
          </li>
        ) : (
          <li key={entry.event.id} className="pt-event">
            <EventLine event={entry.event} />
            <time className="pt-muted" dateTime={entry.event.createdAt}>{ticketDate(entry.event.createdAt, lang)}</time>
          </li>
        ),
      )}
    </ol>
  );
}
