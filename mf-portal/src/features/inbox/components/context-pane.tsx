import { useEffect, useRef } from 'react';
import type { ChatConversation } from '@site/shared/chat';
import { usePortalT } from '../../../locales';
import { RequesterContact } from '../../../components/requester-contact';
import { RequesterHistory } from '../../../components/desk-context/requester-history';
import { useDeskContext } from '../../../components/desk-context/use-desk-context';

function ClientFacts({ conversation }: { conversation: ChatConversation }) {
  const { t } = usePortalT();
  const { page, lang } = conversation.client;
  return (
    <dl className="ib-facts">
      {conversation.contact && (
        <>
          <dt>{t('inbox.contact')}</dt>
          <dd><RequesterContact contact={conversation.contact} /></dd>
        </>
      )}
      <dt>{t('inbox.from')}</dt>
      <dd>{page ? <a href={page} target="_blank" rel="noreferrer noopener" dir="ltr">{page}</a> : '—'}</dd>
      <dt>{t('inbox.language')}</dt>
      <dd>{t(`inbox.langs.${lang ?? 'unknown'}`)}</dd>
    </dl>
  );
}

/**
 * The client's history, read again when what it depends on changes while the conversation stays
 * open: a ticket created from it, or a contact the visitor just left (their other chats by email).
 */
function ConversationHistory({ conversation }: { conversation: ChatConversation }) {
  const context = useDeskContext('chat', conversation.id);
  const { mutate } = context;
  const depends = [conversation.ticketId, conversation.contact?.email, conversation.contact?.phone].join('|');
  const seen = useRef(depends);
  useEffect(() => {
    if (seen.current === depends) return;
    seen.current = depends;
    void mutate();
  }, [depends, mutate]);
  return <RequesterHistory response={context} idPrefix="ib-context" />;
}

/** The third pane: who the client is (a visitor: the contact they left), where they came from, and their other tickets and chats. */
export function ContextPane({ conversation }: { conversation: ChatConversation }) {
  const { t } = usePortalT();
  return (
    <aside className="ib-context pt-card" aria-labelledby="ib-context-title">
      <h2 id="ib-context-title" className="pt-section-title">{t('inbox.context')}</h2>
      <ClientFacts conversation={conversation} />
      <ConversationHistory key={conversation.id} conversation={conversation} />
    </aside>
  );
}
