import { Link } from 'react-router';
import type { ContextOrigin } from '@site/shared/desk';
import { useLang } from '@site/shared/i18n';
import type { TicketDetail } from '@site/shared/types';
import { usePortalT } from '../../../locales';
import { RequesterContact } from '../../../components/requester-contact';
import { inboxConversationHref } from '../../../components/desk-context/context-links';
import { RequesterHistory } from '../../../components/desk-context/requester-history';
import { useDeskContext } from '../../../components/desk-context/use-desk-context';

/** A ticket created from a chat: the page the client wrote from, and that conversation in the inbox. */
function OriginFacts({ origin }: { origin: ContextOrigin }) {
  const { t } = usePortalT();
  const lang = useLang();
  return (
    <>
      <dt>{t('deskContext.cameFrom')}</dt>
      <dd>{origin.page ? <a href={origin.page} target="_blank" rel="noreferrer noopener" dir="ltr">{origin.page}</a> : '—'}</dd>
      <dt>{t('deskContext.fromChat')}</dt>
      <dd><Link to={inboxConversationHref(lang, origin.conversationId, origin.status)}>{t('deskContext.openChat')}</Link></dd>
    </>
  );
}

/**
 * The agent's third pane beside the conversation: who asked. A client with an account by name;
 * a visitor without one by the contact they left (email and phone as left-to-right links). Then
 * where a ticket from a chat came from, and the client's other tickets and chats.
 */
export function TicketContextPane({ ticket }: { ticket: TicketDetail }) {
  const { t } = usePortalT();
  const context = useDeskContext('ticket', ticket.id);
  const origin = context.data?.origin;
  return (
    <aside className="pt-desk-context pt-card" aria-labelledby="pt-desk-context-title">
      <h2 id="pt-desk-context-title" className="pt-section-title">{t('inbox.context')}</h2>
      <dl className="pt-desk-facts">
        {ticket.requester ? (
          <>
            <dt>{t('tickets.requester')}</dt>
            <dd><RequesterContact contact={ticket.requester} /></dd>
          </>
        ) : (
          <>
            <dt>{t('tickets.client')}</dt>
            <dd><bdi>{ticket.client.name}</bdi></dd>
          </>
        )}
        {origin && <OriginFacts origin={origin} />}
      </dl>
      <RequesterHistory response={context} idPrefix="pt-desk-context" />
    </aside>
  );
}
