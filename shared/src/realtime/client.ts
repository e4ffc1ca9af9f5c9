import type { Lang } from '../lang';
import { type BackoffOptions, DEFAULT_BACKOFF, backoffDelay } from './backoff';
import { CLOSE, type ClientFrame, type ServerFrame, SUBPROTOCOL, parseFrame, serverFrameSchema } from './protocol';
import { RealtimeError, createPendingRequests } from './requests';

export { RealtimeError } from './requests';

/** The parts of the browser's WebSocket the client uses (the `ws` package fits too). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(text: string): void;
  close(code?: number, reason?: string): void;
}
export type SocketFactory = new (url: string, protocols: string) => SocketLike;

export type RealtimeStatus = 'connecting' | 'open' | 'offline' | 'unauthorized' | 'closed';

export interface RealtimeClientOptions {
  url: () => string;
  /** Read at every (re)connect: a session or visitor token; null keeps the client signed out. */
  token: () => string | null;
  lang?: () => Lang;
  WebSocket?: SocketFactory;
  backoff?: BackoffOptions;
  /** How long a sent request waits for its reply. */
  requestTimeoutMs?: number;
  /** Requests that may wait while offline. */
  maxQueued?: number;
  random?: () => number;
}

export type EventListener = (name: string, data: unknown) => void;

export interface RealtimeClient {
  readonly status: RealtimeStatus;
  /** Follows a topic until the returned function is called; followed again after every reconnect. */
  subscribe(topic: string, onEvent: EventListener, onRefused?: (error: RealtimeError) => void): () => void;
  /**
   * Sends a request (queued while offline, sent again after a reconnect until answered) and resolves
   * with the reply. Signed out (no token, or the session ended), it is refused with `unauthenticated`.
   */
  request<T = unknown>(name: string, data?: unknown): Promise<T>;
  onStatus(listener: (status: RealtimeStatus) => void): () => void;
  /** After a reconnect or a server `resync`: events may have been missed, refetch what is shown. */
  onResync(listener: () => void): () => void;
  /** Connects again now (e.g. after signing in, or when the token changed). */
  reconnect(): void;
  close(): void;
}

interface Topic {
  listeners: Set<EventListener>;
  refusals: Set<(error: RealtimeError) => void>;
}

/**
 * A WebSocket client for the realtime hub: authenticates with the first frame (the token never
 * goes in the URL), re-authenticates and re-subscribes after each reconnect (with backoff, or
 * after the server's hint), and keeps requests queued while offline.
 */
export function createRealtimeClient(options: RealtimeClientOptions): RealtimeClient {
  const Socket = options.WebSocket ?? (globalThis.WebSocket as unknown as SocketFactory);
  const random = options.random ?? Math.random;
  const refPrefix = Math.floor(random() * 36 ** 4).toString(36);
  const topics = new Map<string, Topic>();
  const subscribeRefs = new Map<string, string>();
  const requests = createPendingRequests({ timeoutMs: options.requestTimeoutMs ?? 15_000, maxQueued: options.maxQueued ?? 100 });
  const statusListeners = new Set<(status: RealtimeStatus) => void>();
  const resyncListeners = new Set<() => void>();
  let socket: SocketLike | null = null;
  let status: RealtimeStatus = 'offline';
  let ready = false;
  /** Set when a socket is lost (ready or not): events may have been missed, so the next one reads again. */
  let missedEvents = false;
  /** The re-subscriptions the page's read again waits for: reading before they are followed could miss an event between. */
  let resyncAfter: Set<string> | null = null;
  let attempt = 0;
  let nextDelay: number | null = null;
  let seq = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let silenceTimer: ReturnType<typeof setTimeout> | undefined;
  let silenceMs = 60_000;

  const nextRef = () => `${refPrefix}${(seq += 1).toString(36)}`;
  const setStatus = (next: RealtimeStatus) => {
    if (status === next) return;
    status = next;
    for (const listener of statusListeners) listener(next);
  };
  const send = (frame: ClientFrame) => {
    if (socket && ready) socket.send(JSON.stringify(frame));
  };

  const transmit = (text: string) => socket!.send(text);

  /** No token, or the server ended the session: nothing waiting can be sent until a reconnect. */
  function signedOut() {
    setStatus('unauthorized');
    requests.rejectAll(new RealtimeError('unauthenticated', 'Not signed in'));
  }

  function sendSubscribe(topic: string): string {
    const ref = nextRef();
    subscribeRefs.set(ref, topic);
    send({ type: 'subscribe', ref, topic });
    return ref;
  }

  const resync = () => {
    for (const listener of resyncListeners) listener();
  };
  /** A subscription was followed or refused: once none is left waiting, the page reads again. */
  function settled(ref: string) {
    if (!resyncAfter?.delete(ref) || resyncAfter.size > 0) return;
    resyncAfter = null;
    resync();
  }

  /**
   * The server pings every heartbeat; hearing nothing for 2.5 of them means the link is dead. A dead
   * link does not finish the closing handshake for a long time: the socket is given up at once.
   */
  function expectTraffic() {
    clearTimeout(silenceTimer);
    silenceTimer = setTimeout(() => {
      const current = socket;
      if (!current) return;
      lost(current, CLOSE.timeout);
      current.close(CLOSE.timeout, 'silent server');
    }, silenceMs);
  }

  /** The socket closed or was given up: reconnect after the backoff (or the server's hint). */
  function lost(current: SocketLike, code: number) {
    if (socket !== current) return;
    socket = null;
    ready = false;
    missedEvents = true;
    resyncAfter = null;
    clearTimeout(silenceTimer);
    subscribeRefs.clear();
    requests.pauseTimers();
    if (status === 'closed') return;
    if (code === CLOSE.unauthenticated) return signedOut();
    setStatus('offline');
    const delay = nextDelay ?? backoffDelay(attempt, options.backoff ?? DEFAULT_BACKOFF, random);
    nextDelay = null;
    attempt += 1;
    retryTimer = setTimeout(connect, delay);
  }

  function onFrame(frame: ServerFrame) {
    expectTraffic();
    switch (frame.type) {
      case 'ready': {
        ready = true;
        attempt = 0;
        silenceMs = Math.round(frame.heartbeatMs * 2.5);
        expectTraffic();
        setStatus('open');
        const refs = [...topics.keys()].map(sendSubscribe);
        requests.sendAll(transmit);
        if (missedEvents) {
          missedEvents = false;
          if (refs.length === 0) resync();
          else resyncAfter = new Set(refs);
        }
        return;
      }
      case 'subscribed':
        settled(frame.ref);
        return;
      case 'event':
        for (const listener of topics.get(frame.topic)?.listeners ?? []) listener(frame.name, frame.data);
        return;
      case 'reply':
        requests.answer(frame.ref, { data: frame.data });
        return;
      case 'error': {
        const error = new RealtimeError(frame.code, frame.message, frame.errors);
        if (frame.ref) requests.answer(frame.ref, { error });
        const topic = frame.ref ? subscribeRefs.get(frame.ref) : undefined;
        const refused = topic ? topics.get(topic) : undefined;
        if (topic && refused) {
          topics.delete(topic);
          for (const listener of refused.refusals) listener(error);
        }
        if (frame.ref) settled(frame.ref);
        return;
      }
      case 'ping':
        return send({ type: 'pong' });
      case 'resync':
        return resync();
      case 'closing':
        nextDelay = frame.reconnectInMs;
        return;
      default:
        return;
    }
  }

  function connect() {
    clearTimeout(retryTimer);
    if (status === 'closed' || socket) return;
    const token = options.token();
    if (!token) return signedOut();
    setStatus('connecting');
    const current = new Socket(options.url(), SUBPROTOCOL);
    socket = current;
    current.onopen = () => current.send(JSON.stringify({ type: 'auth', v: 1, token, ...(options.lang ? { lang: options.lang() } : {}) } satisfies ClientFrame));
    current.onmessage = (event) => {
      if (socket !== current) return;
      const frame = typeof event.data === 'string' ? parseFrame(serverFrameSchema, event.data) : null;
      if (frame) onFrame(frame);
    };
    current.onerror = () => undefined;
    current.onclose = (event) => lost(current, event.code);
  }

  // In a browser, coming back online retries at once instead of waiting out the backoff.
  const page = globalThis as { addEventListener?: (type: string, listener: () => void) => void; removeEventListener?: (type: string, listener: () => void) => void };
  const onOnline = () => {
    if (status === 'offline') connect();
  };
  page.addEventListener?.('online', onOnline);

  const client: RealtimeClient = {
    get status() {
      return status;
    },
    subscribe(topic, onEvent, onRefused) {
      let entry = topics.get(topic);
      if (!entry) {
        entry = { listeners: new Set(), refusals: new Set() };
        topics.set(topic, entry);
        sendSubscribe(topic);
      }
      entry.listeners.add(onEvent);
      if (onRefused) entry.refusals.add(onRefused);
      if (!socket) connect();
      const mine = entry;
      return () => {
        mine.listeners.delete(onEvent);
        if (onRefused) mine.refusals.delete(onRefused);
        if (mine.listeners.size > 0 || topics.get(topic) !== mine) return;
        topics.delete(topic);
        send({ type: 'unsubscribe', ref: nextRef(), topic });
      };
    },
    request<T>(name: string, data: unknown = null) {
      return new Promise<T>((resolve, reject) => {
        if (status === 'closed') return reject(new RealtimeError('closed', 'The connection is closed'));
        const ref = nextRef();
        if (!requests.add({ type: 'request', ref, name, data }, resolve as (value: unknown) => void, reject)) return;
        if (socket && ready) requests.send(ref, transmit);
        else if (!socket) connect();
      });
    },
    onStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    onResync(listener) {
      resyncListeners.add(listener);
      return () => resyncListeners.delete(listener);
    },
    reconnect() {
      if (status === 'closed') return;
      attempt = 0;
      const current = socket;
      if (!current) return connect();
      nextDelay = 0;
      current.close(CLOSE.normal, 'reconnect');
    },
    close() {
      setStatus('closed');
      clearTimeout(retryTimer);
      clearTimeout(silenceTimer);
      page.removeEventListener?.('online', onOnline);
      socket?.close(CLOSE.normal, 'closed');
      socket = null;
      requests.rejectAll(new RealtimeError('closed', 'The connection is closed'));
    },
  };
  return client;
}
