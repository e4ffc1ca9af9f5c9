import { can } from '@site/shared/permissions';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { CHAT_BOXES, type ChatBox } from '@site/shared/chat';
import { emit } from '@site/shared/events';
import { i18n } from '@site/shared/i18n';
import { PageHeader } from '@site/shared/ui';
import { useAuthRedirect } from '@site/shared/spa/use-auth-redirect';
import { usePortalT } from '../../../locales';
import { useFillViewport } from '../../../lib/use-fill-viewport';
import { useMe } from '../../../lib/use-me';
import { useConversations } from '../hooks/use-conversations';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';
import { InboxTabs } from './inbox-tabs';
import { AvailabilitySelect } from '../../../components/availability/availability-select';
import { CannedManager } from '../../../components/canned/canned-manager';
import './inbox.css';

const isBox = (value: string | null): value is ChatBox => (CHAT_BOXES as readonly string[]).includes(value ?? '');

/**
 * /inbox: the agents' live chat. The list (a tab per box) and the open conversation are both in
 * the URL (?box=&c=), so reload and back keep the place. Clients get the 403 screen.
 */
export function InboxPage() {
  const { t } = usePortalT();
  const me = useMe();
  useAuthRedirect(me.error);
  const isAgent = can(me.data, 'support.work');
  useEffect(() => {
    if (me.data && !isAgent) emit('app:error', { statusCode: 403, statusMessage: i18n.t('errors.403', { ns: 'common' }) });
  }, [me.data, isAgent]);

  const [params] = useSearchParams();
  const requested = params.get('box');
  const box: ChatBox = isBox(requested) ? requested : 'unassigned';
  const selected = params.get('c');
  const list = useConversations(box, isAgent);
  const layout = useRef<HTMLDivElement>(null);
  useFillViewport(layout, isAgent);

  return (
    <section className="pt-page ib-page" aria-labelledby="pt-inbox-title" aria-busy={!list.items}>
      <PageHeader title={<span id="pt-inbox-title">{t('inbox.heading')}</span>} subtitle={t('inbox.intro')} actions={isAgent ? <><AvailabilitySelect /><CannedManager /></> : undefined} />
      {isAgent && (
        <>
          <InboxTabs box={box} />
          <div className="ib-layout pt-panes" ref={layout}>
            <div className="ib-list-pane">
              <ConversationList box={box} list={list} selected={selected} />
            </div>
            <ConversationView id={selected} agentId={me.data!.id} />
          </div>
        </>
      )}
    </section>
  );
}
