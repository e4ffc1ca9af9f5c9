import { useCallback, useEffect, useRef, useState } from 'react';
import { CHAT_INBOX_TOPIC, type ChatBox, type ChatConversation } from '@site/shared/chat';
import { pageRealtime } from '@site/shared/realtime';
import { chatRequests } from '../api/chat-requests';
import { inboxRefresher } from './inbox-refresh';

/**
 * One inbox list, loaded when shown, again on the inbox's message and state events (at most every
 * 500 ms, see inbox-refresh.ts) and after a reconnect (events sent while offline are lost).
 */
export function useConversations(box: ChatBox, enabled: boolean) {
  const [items, setItems] = useState<ChatConversation[] | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    chatRequests.list(box).then(
      (answer) => {
        setItems(answer.items);
        setFailed(false);
      },
      () => setFailed(true),
    );
  }, [box]);
  const latest = useRef(load);
  latest.current = load;
  useEffect(() => {
    if (!enabled) return;
    setItems(null);
    load();
  }, [enabled, load]);
  useEffect(() => {
    if (!enabled) return undefined;
    const refresher = inboxRefresher(() => latest.current());
    const realtime = pageRealtime();
    const stops = [realtime.subscribe(CHAT_INBOX_TOPIC, refresher.onEvent), realtime.onResync(refresher.refresh)];
    return () => {
      refresher.stop();
      for (const stop of stops) stop();
    };
  }, [enabled]);
  return { items, failed, reload: load };
}
