import type { ReactElement } from 'react';
import { Link } from 'react-router';
import type { ApiResponse } from '@site/shared/api';
import { useKindName } from '@site/shared/chat/message-body';
import type { ContextChat, ContextTicket, DeskContext } from '@site/shared/desk';
import { formatDate, formatNumber, useLang } from '@site/shared/i18n';
import { href } from '@site/shared/routes';
import { Button, Skeleton } from '@site/shared/ui';
import { usePortalT, useTicketsT } from '../../locales';
import { FormAlert } from '../form-alert';
import { inboxConversationHref } from './context-links';
import './desk-context.css';

const day = (iso: string, lang: ReturnType<typeof useLang>) => formatDate(iso, lang, { dateStyle: 'medium' });

function TicketItem({ ticket }: { ticket: ContextTicket }) {
  const { t } = usePortalT();
  const { t: tt } = useTicketsT();
  const lang = useLang();
  return (
    <li className="dc-item">
      <Link className="dc-link" to={href('ticket-details', lang, { id: ticket.id })}>
        <bdi className="dc-number">#{formatNumber(ticket.number, lang, { useGrouping: false })}</bdi> <bdi dir="auto">{ticket.subject}</bdi>
      </Link>
      <span className="dc-meta">
        <span className={`pt-badge pt-status pt-status--${ticket.status}`}>{tt(`statuses.${ticket.status}`)}</span>
        <time dateTime={ticket.updatedAt}>{t('deskContext.updated', { date: day(ticket.updatedAt, lang) })}</time>
      </span>
    </li>
  );
}

function ChatItem({ chat }: { chat: ContextChat }) {
  const { t } = usePortalT();
  const lang = useLang();
  const kindName = useKindName(lang);
  const last = chat.lastMessage;
  const preview = last ? (last.kind === 'text' ? (last.text ?? '') : kindName(last.kind)) : t('inbox.noMessages');
  return (
    <li className="dc-item">
      <Link className="dc-link" to={inboxConversationHref(lang, chat.id, chat.status)}>
        {t('deskContext.chatOf', { date: day(chat.startedAt, lang) })}
      </Link>
      <span className="dc-meta">
        <span className="pt-badge">{t(`inbox.status.${chat.status}`)}</span>
      </span>
      <span className="dc-preview" dir="auto">
        {last?.sender === 'agent' && <>{t('inbox.agent')}: </>}
        {preview}
      </span>
    </li>
  );
}

/** One list with its heading, its count when not all are shown, and its empty state. */
function Section<T extends { id: string }>({ id, title, empty, list, render }: { id: string; title: string; empty: string; list: { items: T[]; total: number }; render: (item: T) => ReactElement }) {
  const { t } = usePortalT();
  const lang = useLang();
  return (
    <section className="dc-section" aria-labelledby={id}>
      <h3 id={id} className="dc-title">
        {title} <span className="dc-count">({formatNumber(list.total, lang)})</span>
      </h3>
      {list.items.length === 0 ? (
        <p className="pt-muted">{empty}</p>
      ) : (
        <ul className="dc-list">{list.items.map(render)}</ul>
      )}
      {list.total > list.items.length && <p className="pt-muted">{t('deskContext.newest', { shown: formatNumber(list.items.length, lang), n: formatNumber(list.total, lang) })}</p>}
    </section>
  );
}

function HistorySkeleton() {
  const { t } = usePortalT();
  return (
    <div className="dc-section" role="status" aria-label={t('deskContext.loading')}>
      {[0, 1].map((i) => (
        <div key={i} className="dc-skeleton">
          <Skeleton width="50%" height="1.1rem" />
          <Skeleton lines={3} />
        </div>
      ))}
    </div>
  );
}

/**
 * The client's other tickets and chats in the agent's context pane (docs/tickets.md, "The context
 * pane"): a skeleton while they load, a retry when they could not be, a line when there are none.
 */
export function RequesterHistory({ response, idPrefix }: { response: ApiResponse<DeskContext>; idPrefix: string }) {
  const { t } = usePortalT();
  const { data, error, mutate } = response;
  if (error && !data) {
    return <FormAlert message={t('deskContext.loadFailed')} action={<Button variant="secondary" onClick={() => void mutate()}>{t('common.retry')}</Button>} />;
  }
  if (!data) return <HistorySkeleton />;
  return (
    <>
      <Section id={`${idPrefix}-tickets`} title={t('deskContext.tickets')} empty={t('deskContext.noTickets')} list={data.tickets} render={(ticket) => <TicketItem key={ticket.id} ticket={ticket} />} />
      <Section id={`${idPrefix}-chats`} title={t('deskContext.chats')} empty={t('deskContext.noChats')} list={data.chats} render={(chat) => <ChatItem key={chat.id} chat={chat} />} />
    </>
  );
}
