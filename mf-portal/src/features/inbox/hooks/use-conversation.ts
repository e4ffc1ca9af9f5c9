import { useCallback, useEffect, useRef, useState } from 'react';
import { CHAT_EVENTS, type ChatConversation, type ChatMessage, addMessage, chatTopic, withHistory } from '@site/shared/chat';
import { DESK_EVENTS, deskTopic } from '@site/shared/desk';
import { pageRealtime } from '@site/shared/realtime';
import { chatRequests } from '../api/chat-requests';

/**
 * The open conversation: its history, then messages as they arrive on its topic. What the
 * agent sees is marked read, so the unread count drops for every agent.
 */
export function useConversation(id: string | null) {
  const [conversation, setConversation] = useState<ChatConversation | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const current = useRef(id);
  current.current = id;

  const load = useCallback(() => {
    if (!id) return;
    chatRequests.history(id).then((answer) => {
      if (current.current !== id) return;
      setConversation(answer.conversation);
      setMessages((known) => withHistory(known, answer));
      if (answer.conversation.unread > 0) void chatRequests.read(id).catch(() => undefined);
    }, () => undefined);
  }, [id]);

  useEffect(() => {
    setConversation(null);
    setMessages([]);
    if (!id) return undefined;
    load();
    const realtime = pageRealtime();
    const stops = [
      realtime.subscribe(chatTopic(id), (name, data) => {
        if (name === CHAT_EVENTS.message) {
          const message = data as ChatMessage;
          setMessages((known) => addMessage(known, message));
          if (message.sender === 'client') void chatRequests.read(id).catch(() => undefined);
        } else if (name === CHAT_EVENTS.changed) {
          load();
        }
      }),
      // Notes come on the agents' topic only: the client's topic never carries them.
      realtime.subscribe(deskTopic('chat', id), (name, data) => {
        if (name !== DESK_EVENTS.note) return;
        const message = data as ChatMessage;
        setMessages((known) => addMessage(known, message));
      }),
      realtime.onResync(load),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [id, load]);

  /** Adds a message the agent sent (its event may arrive before or after the reply). */
  const added = useCallback((message: ChatMessage) => {
    setMessages((known) => addMessage(known, message));
  }, []);

  return { conversation, messages, reload: load, added };
}
