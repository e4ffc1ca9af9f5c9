import { Link } from 'react-router';
import type { ChatBox, ChatConversation, ChatMessage } from '@site/shared/chat';
import { useKindName } from '@site/shared/chat/message-body';
import { useLang } from '@site/shared/i18n';
import { Button, EmptyState } from '@site/shared/ui';
import { FormAlert } from '../../../components/form-alert';
import { usePortalT } from '../../../locales';
import type { useConversations } from '../hooks/use-conversations';
import { messagePreview, shortTime } from './chat-format';

interface Props {
  box: ChatBox;
  list: ReturnType<typeof useConversations>;
  selected: string | null;
}

/** Who wrote: the client's name, or "Visitor" for an anonymous one. */
export function useClientName() {
  const { t } = usePortalT();
  return (conversation: ChatConversation) => conversation.owner.name ?? (conversation.owner.kind === 'account' ? t('inbox.client') : t('inbox.visitor'));
}

/** A message as one line, in the page's language. */
export function usePreview() {
  const kindName = useKindName(useLang());
  return (message: ChatMessage) => messagePreview(message, kindName);
}

/** The conversations of one box: who, the last message, when, and how many are unread. */
export function ConversationList({ box, list, selected }: Props) {
  const { t } = usePortalT();
  const lang = useLang();
  const nameOf = useClientName();
  const preview = usePreview();
  if (list.failed && !list.items) {
    return <FormAlert message={t('inbox.loadFailed')} action={<Button onClick={list.reload}>{t('common.retry')}</Button>} />;
  }
  if (!list.items) return <p className="pt-muted" role="status">{t('common.loading')}</p>;
  if (list.items.length === 0) return <EmptyState title={t('inbox.empty')} description={null} />;
  return (
    <ul className="ib-list" aria-label={t('inbox.listLabel', { box: t(`inbox.boxes.${box}`) })}>
      {list.items.map((conversation) => (
        <li key={conversation.id}>
          <Link
            to={`?box=${box}&c=${conversation.id}`}
            className={conversation.id === selected ? 'ib-item ib-item--current' : 'ib-item'}
            aria-current={conversation.id === selected ? 'true' : undefined}
          >
            <span className="ib-item-head">
              <bdi className="ib-name">{nameOf(conversation)}</bdi>
              <time dateTime={conversation.updatedAt}>{shortTime(conversation.updatedAt, lang)}</time>
            </span>
            <span className="ib-preview" dir="auto">{conversation.lastMessage ? preview(conversation.lastMessage) : t('inbox.noMessages')}</span>
            {conversation.unread > 0 && <span className="ib-unread">{t('inbox.unread', { count: conversation.unread })}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}
