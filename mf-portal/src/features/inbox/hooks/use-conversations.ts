import { useCallback, useEffect, useState } from 'react';
import { CHAT_INBOX_TOPIC, type ChatBox, type ChatConversation } from '@site/shared/chat';
import { useLiveTopic } from '../../../lib/use-live-topic';
import { chatRequests } from '../api/chat-requests';

/** One inbox list, loaded when shown and again on every inbox event (new message, taken, closed, read). */
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
  useEffect(() => {
    if (!enabled) return;
    setItems(null);
    load();
  }, [enabled, load]);
  useLiveTopic(enabled ? CHAT_INBOX_TOPIC : null, load);
  return { items, failed, reload: load };
}
