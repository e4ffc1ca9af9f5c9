import { useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useLang } from '@site/shared/i18n';
import { href } from '@site/shared/routes';
import { deskTopic } from '@site/shared/desk';
import { allowedActions, ticketTopic } from '@site/shared/tickets';
import type { TicketDetail } from '@site/shared/types';
import { Button, Skeleton } from '@site/shared/ui';
import { FormAlert } from '../../../components/form-alert';
import { useAuthRedirect } from '@site/shared/spa/use-auth-redirect';
import { usePortalT } from '../../../locales';
import { useTicket } from '../api/get-ticket';
import { useFillViewport } from '../../../lib/use-fill-viewport';
import { useLiveTopic } from '../../../lib/use-live-topic';
import { useMe } from '../../../lib/use-me';
import { PresenceBanner } from '../../../components/presence/presence-banner';
import { usePresence } from '../../../components/presence/use-presence';
import { useTicketCommand } from '../hooks/use-ticket-command';
import { Conversation } from './conversation';
import { DeskTicketList } from './desk-ticket-list';
import { EditTicketForm } from './edit-ticket-form';
import { RatingForm, RatingView } from './rating';
import { ReplyForm } from './reply-form';
import { TicketActions } from './ticket-actions';
import { TicketContextPane } from './ticket-context-pane';
import { TicketHeader } from './ticket-header';
import './tickets.css';

function Loaded({ ticket }: { ticket: TicketDetail }) {
  const lang = useLang();
  const agent = ticket.viewerRole === 'agent';
  // Only support needs to know who they are here (presence, saved replies).
  const { data: me } = useMe(agent);
  // Notes reach agents on their own topic only (the client's topic never carries them).
  const { mutate } = useTicket(ticket.id);
  useLiveTopic(agent ? deskTopic('ticket', ticket.id) : null, () => void mutate());
  const presence = usePresence('ticket', ticket.id, agent ? me?.id : undefined);
  const navigate = useNavigate();
  const command = useTicketCommand(ticket.id);
  const [editing, setEditing] = useState(false);
  const facts = { ...ticket, rated: ticket.rating !== null };
  const allowed = allowedActions(ticket.viewerRole, facts, new Date());
  const thread = (
    <>
      <TicketHeader ticket={ticket} canReopen={allowed.includes('reopen')} />
      {agent && <PresenceBanner others={presence.others} />}
      <TicketActions
        ticket={ticket}
        allowed={allowed}
        command={command}
        onEdit={() => setEditing(true)}
        onLeave={() => void navigate(href('tickets', lang))}
      />
      {editing && allowed.includes('edit') ? (
        <EditTicketForm ticket={ticket} command={command} onDone={() => setEditing(false)} />
      ) : (
        <Conversation ticket={ticket} />
      )}
    </>
  );
  const compose = (
    <>
      {allowed.includes('reply') && <ReplyForm command={command} ticket={ticket} onTyping={presence.typing} />}
      {allowed.includes('rate') ? <RatingForm command={command} /> : <RatingView ticket={ticket} />}
    </>
  );
  // A client reads the ticket as before; an agent works it between the list and the requester's context.
  if (!agent) return <>{thread}{compose}</>;
  return (
    <>
      {/* On wide screens the thread scrolls on its own and the reply box stays at the pane's foot. */}
      <div className="pt-desk-main">
        <div className="pt-desk-thread">{thread}</div>
        <div className="pt-desk-compose">{compose}</div>
      </div>
      <TicketContextPane ticket={ticket} />
    </>
  );
}

/** /tickets/:id: loads the ticket by its own request, so a reload or a shared link shows it. */
export function TicketDetailsPage() {
  const { t } = usePortalT();
  const lang = useLang();
  const { search } = useLocation();
  const { id = '' } = useParams();
  const { data, error, mutate } = useTicket(id);
  useAuthRedirect(error);
  // A reply, status change or transfer by the other party shows without a reload.
  useLiveTopic(id ? ticketTopic(id) : null, () => void mutate());
  // Once an agent's desk, always the desk on this page: moving to the next ticket keeps the list pane
  // (and where it was scrolled) while that ticket loads.
  const [desk, setDesk] = useState(false);
  if (data?.viewerRole === 'agent' && !desk) setDesk(true);
  const deskRef = useRef<HTMLDivElement>(null);
  useFillViewport(deskRef, desk);
  // The list's box and filters travel in the query, so "back" returns to the same list.
  const back = <Link to={`${href('tickets', lang)}${search}`}>{t('tickets.back')}</Link>;

  let body;
  if (data) body = <Loaded key={data.id} ticket={data} />;
  else if (error?.status === 404) body = <p role="status">{t('tickets.notFound')}</p>;
  else if (error) body = <FormAlert message={t('tickets.loadOneFailed')} action={<Button onClick={() => void mutate()}>{t('common.retry')}</Button>} />;
  else body = (
    <div aria-hidden="true" className="pt-card">
      <Skeleton width="60%" height="1.75rem" />
      <Skeleton lines={4} />
    </div>
  );

  return (
    <section className={desk ? 'pt-page pt-desk-page' : 'pt-page'} aria-labelledby={data ? 'pt-ticket-title' : undefined} aria-busy={!data && !error}>
      <p>{back}</p>
      {desk ? (
        <div className="pt-desk pt-panes" ref={deskRef}>
          <DeskTicketList currentId={id} />
          {data ? body : <div className="pt-desk-main">{body}</div>}
        </div>
      ) : body}
    </section>
  );
}
