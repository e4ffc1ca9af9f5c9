import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { CHAT_EVENTS, type ChatContent, type ChatConversation, type ChatHistory, type ChatMessage, type ChatReceipt, addMessage, chatTopic, withHistory } from '@site/shared/chat';
import { RealtimeError } from '@site/shared/realtime';
import { chatConnection, ensureIdentity, hasChatIdentity } from '../api/connection';
import { visitorPage } from '../embed/host-bridge';

/** A message of this side not acknowledged yet: shown at once, sent again after a reconnect with the same client id. */
export interface Outgoing {
  clientId: string;
  content: ChatContent;
  error: string | null;
}

export type Delivery = 'sending' | 'sent' | 'delivered' | 'read' | 'failed';

const TYPING_SHOWN_MS = 5_000;
const newClientId = () => `c${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
const reached = (mark: string | null, message: ChatMessage) => mark !== null && mark >= message.createdAt;

/** A client's own messages state: read when the agents' read mark reaches it, else delivered, else sent. */
export function deliveryOf(message: ChatMessage, agents: ChatReceipt | undefined): Delivery {
  if (reached(agents?.readAt ?? null, message)) return 'read';
  return reached(agents?.deliveredAt ?? null, message) ? 'delivered' : 'sent';
}

/**
 * The client's side of its support conversation: history, live messages, sending with client
 * ids (the connection queues them while offline; the API stores each id once), delivery and
 * read marks, the agents' typing, and unread agent messages. `visible` says whether the panel
 * shows the messages, so they are marked read only when seen.
 */
export function useConversation(visible: boolean) {
  const [active, setActive] = useState(hasChatIdentity);
  const [conversation, setConversation] = useState<ChatConversation | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [outgoing, setOutgoing] = useState<Outgoing[]>([]);
  const [agentTyping, setAgentTyping] = useState(false);
  const [online, setOnline] = useState(true);
  const conversationId = conversation?.id ?? null;
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const onIncoming = useRef<(message: ChatMessage) => void>(() => undefined);

  const reads = useRef(0);

  /** Reads the history; when reads overlap, only the last one asked for is shown. */
  const load = useCallback(async () => {
    const turn = (reads.current += 1);
    const answer = await chatConnection().request<ChatHistory>('chat.history', {});
    if (turn !== reads.current) return;
    setConversation(answer.conversation);
    setMessages((list) => withHistory(list, answer));
  }, []);

  useEffect(() => {
    if (visible && !active) void ensureIdentity().then(() => setActive(true)).catch(() => undefined);
  }, [visible, active]);

  useEffect(() => {
    if (!active) return;
    const connection = chatConnection();
    void load().catch(() => undefined);
    const offStatus = connection.onStatus((status) => setOnline(status === 'open' || status === 'connecting'));
    const offResync = connection.onResync(() => void load().catch(() => undefined));
    return () => {
      offStatus();
      offResync();
    };
  }, [active, load]);

  useEffect(() => {
    if (!conversationId) return;
    return chatConnection().subscribe(chatTopic(conversationId), (name, data) => {
      if (name === CHAT_EVENTS.message) {
        const message = data as ChatMessage;
        setMessages((list) => addMessage(list, message));
        if (message.sender === 'agent') {
          setAgentTyping(false);
          onIncoming.current(message);
          void chatConnection().request('chat.delivered', { conversationId, upTo: message.createdAt }).catch(() => undefined);
        }
      } else if (name === CHAT_EVENTS.read || name === CHAT_EVENTS.delivered) {
        const mark = data as { side: 'client' | 'agent'; at: string | null };
        const field = name === CHAT_EVENTS.read ? 'readAt' : 'deliveredAt';
        setConversation((c) => (c ? { ...c, receipts: { ...c.receipts, [mark.side]: { ...c.receipts[mark.side], [field]: mark.at } } } : c));
      } else if (name === CHAT_EVENTS.typing && (data as { side: string }).side === 'agent') {
        setAgentTyping(true);
        clearTimeout(typingTimer.current);
        typingTimer.current = setTimeout(() => setAgentTyping(false), TYPING_SHOWN_MS);
      } else if (name === CHAT_EVENTS.changed) {
        void load().catch(() => undefined);
      }
    });
  }, [conversationId, load]);

  const readAt = conversation?.receipts.client.readAt ?? null;
  const unread = useMemo(() => messages.filter((m) => m.sender === 'agent' && !reached(readAt, m)).length, [messages, readAt]);

  // Seen when shown: the newest agent message is marked read while the panel is open.
  useEffect(() => {
    if (!visible || !conversationId || unread === 0) return;
    void chatConnection()
      .request<{ at: string | null }>('chat.read', { conversationId })
      .then(({ at }) => setConversation((c) => (c && at ? { ...c, receipts: { ...c.receipts, client: { ...c.receipts.client, readAt: at } } } : c)))
      .catch(() => undefined);
  }, [visible, conversationId, unread]);

  const deliver = useCallback(async (entry: Outgoing) => {
    try {
      await ensureIdentity();
      setActive(true);
      const stored = await chatConnection().request<ChatMessage>('chat.send', { clientId: entry.clientId, content: entry.content, page: visitorPage() });
      setOutgoing((list) => list.filter((o) => o.clientId !== entry.clientId));
      setMessages((list) => addMessage(list, stored));
      if (conversationId !== stored.conversationId) await load();
    } catch (error) {
      const message = error instanceof RealtimeError ? error.errors[0] ?? error.message : String(error);
      setOutgoing((list) => list.map((o) => (o.clientId === entry.clientId ? { ...o, error: message } : o)));
    }
  }, [conversationId, load]);

  const send = useCallback((content: ChatContent) => {
    const entry: Outgoing = { clientId: newClientId(), content, error: null };
    setOutgoing((list) => [...list, entry]);
    void deliver(entry);
  }, [deliver]);

  /** Sends a failed message again under the same client id, so it is never stored twice. */
  const retry = useCallback((entry: Outgoing) => {
    setOutgoing((list) => list.map((o) => (o.clientId === entry.clientId ? { ...o, error: null } : o)));
    void deliver(entry);
  }, [deliver]);

  const typing = useCallback(() => {
    if (conversationId) void chatConnection().request('chat.typing', { conversationId }).catch(() => undefined);
  }, [conversationId]);

  /**
   * The visitor left their contact: without a conversation yet, that started one on the server;
   * it is read (and its topic followed) now, so an agent's answer shows before they write again.
   */
  const contactSaved = useCallback(() => {
    if (!conversationId) void load().catch(() => undefined);
  }, [conversationId, load]);

  return { conversation, messages, outgoing, agentTyping, online, unread, send, retry, typing, onIncoming, contactSaved };
}
