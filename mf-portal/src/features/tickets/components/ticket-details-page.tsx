import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useLang } from '@site/shared/i18n';
import { href } from '@site/shared/routes';
import { allowedActions, ticketTopic } from '@site/shared/tickets';
import type { TicketDetail } from '@site/shared/types';
import { Button, Skeleton } from '@site/shared/ui';
import { FormAlert } from '../../../components/form-alert';
import { useAuthRedirect } from '../../../lib/use-auth-redirect';
import { usePortalT } from '../../../locales';
import { useTicket } from '../api/get-ticket';
import { useLiveTopic } from '../../../lib/use-live-topic';
import { useTicketCommand } from '../hooks/use-ticket-command';
import { Conversation } from './conversation';
import { EditTicketForm } from './edit-ticket-form';
import { RatingForm, RatingView } from './rating';
import { ReplyForm } from './reply-form';
import { TicketActions } from './ticket-actions';
import { TicketHeader } from './ticket-header';
import './tickets.css';

function Loaded({ ticket }: { ticket: TicketDetail }) {
  const lang = useLang();
  const navigate = useNavigate();
  const command = useTicketCommand(ticket.id);
  const [editing, setEditing] = useState(false);
  const facts = { ...ticket, rated: ticket.rating !== null };
  const allowed = allowedActions(ticket.viewerRole, facts, new Date());
  return (
    <>
      <TicketHeader ticket={ticket} canReopen={allowed.includes('reopen')} />
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
      {allowed.includes('reply') && <ReplyForm command={command} />}
      {allowed.includes('rate') ? <RatingForm command={command} /> : <RatingView ticket={ticket} />}
    </>
  );
}

/** /tickets/:id: loads the ticket by its own request, so a reload or a shared link shows it. */
export function TicketDetailsPage() {
  const { t } = usePortalT();
  const lang = useLang();
  const { id = '' } = useParams();
  const { data, error, mutate } = useTicket(id);
  useAuthRedirect(error);
  // A reply, status change or transfer by the other party shows without a reload.
  useLiveTopic(id ? ticketTopic(id) : null, () => void mutate());
  const back = <Link to={href('tickets', lang)}>{t('tickets.back')}</Link>;

  let body;
  if (data) body = <Loaded ticket={data} />;
  else if (error?.status === 404) body = <p role="status">{t('tickets.notFound')}</p>;
  else if (error) body = <FormAlert message={t('tickets.loadOneFailed')} action={<Button onClick={() => void mutate()}>{t('common.retry')}</Button>} />;
  else body = (
    <div aria-hidden="true" className="pt-card">
      <Skeleton width="60%" height="1.75rem" />
      <Skeleton lines={4} />
    </div>
  );

  return (
    <section className="pt-page" aria-labelledby={data ? 'pt-ticket-title' : undefined} aria-busy={!data && !error}>
      <p>{back}</p>
      {body}
    </section>
  );
}
