import type { Lang } from '../lang';
import { type BackoffOptions, DEFAULT_BACKOFF, backoffDelay } from './backoff';
import { CLOSE, type ClientFrame, type RealtimeErrorCode, type ServerFrame, SUBPROTOCOL, parseFrame, serverFrameSchema } from './protocol';

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

/** A refused request: a server error code, or `timeout` / `closed` / `queue_full` on this side. */
export class RealtimeError extends Error {
  constructor(
    readonly code: RealtimeErrorCode | 'timeout' | 'closed' | 'queue_full',
    message: string,
    readonly errors: string[] = [],
  ) {
    super(message);
    this.name = 'RealtimeError';
  }
}

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
  /** Sends a request (queued while offline, sent again after a reconnect until answered) and resolves with the reply. */
  request<T = unknown>(name: string, data?: unknown): Promise<T>;
  onStatus(listener: (status: RealtimeStatus) => void): () => void;
  /** After a reconnect or a server `resync`: events may have been missed, refetch what is shown. */
  onResync(listener: () => void): () => void;
  /** Connects again now (e.g. after signing in, or when the token changed). */
  reconnect(): void;
  close(): void;
}

interface Pending {
  frame: Extract<ClientFrame, { type: 'request' }>;
  resolve(value: unknown): void;
  reject(error: RealtimeError): void;
  timer?: ReturnType<typeof setTimeout>;
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
  const requestTimeoutMs = options.requestTimeoutMs ?? 15_000;
  const maxQueued = options.maxQueued ?? 100;
  const refPrefix = Math.floor(random() * 36 ** 4).toString(36);
  const topics = new Map<string, Topic>();
  const subscribeRefs = new Map<string, string>();
  const pending = new Map<string, Pending>();
  const statusListeners = new Set<(status: RealtimeStatus) => void>();
  const resyncListeners = new Set<() => void>();
  let socket: SocketLike | null = null;
  let status: RealtimeStatus = 'offline';
  let ready = false;
  let everReady = false;
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

  function sendRequest(entry: Pending) {
    clearTimeout(entry.timer);
    socket!.send(JSON.stringify(entry.frame));
    entry.timer = setTimeout(() => {
      pending.delete(entry.frame.ref);
      entry.reject(new RealtimeError('timeout', 'No answer in time'));
    }, requestTimeoutMs);
  }

  function sendSubscribe(topic: string) {
    const ref = nextRef();
    subscribeRefs.set(ref, topic);
    send({ type: 'subscribe', ref, topic });
  }

  /** The server pings every heartbeat; hearing nothing for 2.5 of them means the link is dead. */
  function expectTraffic() {
    clearTimeout(silenceTimer);
    silenceTimer = setTimeout(() => socket?.close(CLOSE.timeout, 'silent server'), silenceMs);
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
        for (const topic of topics.keys()) sendSubscribe(topic);
        for (const entry of pending.values()) sendRequest(entry);
        if (everReady) for (const listener of resyncListeners) listener();
        everReady = true;
        return;
      }
      case 'event':
        for (const listener of topics.get(frame.topic)?.listeners ?? []) listener(frame.name, frame.data);
        return;
      case 'reply': {
        const entry = pending.get(frame.ref);
        if (!entry) return;
        pending.delete(frame.ref);
        clearTimeout(entry.timer);
        entry.resolve(frame.data);
        return;
      }
      case 'error': {
        const error = new RealtimeError(frame.code, frame.message, frame.errors);
        const entry = frame.ref ? pending.get(frame.ref) : undefined;
        if (entry) {
          pending.delete(entry.frame.ref);
          clearTimeout(entry.timer);
          entry.reject(error);
        }
        const topic = frame.ref ? subscribeRefs.get(frame.ref) : undefined;
        const refused = topic ? topics.get(topic) : undefined;
        if (topic && refused) {
          topics.delete(topic);
          for (const listener of refused.refusals) listener(error);
        }
        return;
      }
      case 'ping':
        return send({ type: 'pong' });
      case 'resync':
        for (const listener of resyncListeners) listener();
        return;
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
    if (!token) return setStatus('unauthorized');
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
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      ready = false;
      clearTimeout(silenceTimer);
      subscribeRefs.clear();
      for (const entry of pending.values()) clearTimeout(entry.timer);
      if (status === 'closed') return;
      if (event.code === CLOSE.unauthenticated) return setStatus('unauthorized');
      setStatus('offline');
      const delay = nextDelay ?? backoffDelay(attempt, options.backoff ?? DEFAULT_BACKOFF, random);
      nextDelay = null;
      attempt += 1;
      retryTimer = setTimeout(connect, delay);
    };
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
        if (pending.size >= maxQueued) return reject(new RealtimeError('queue_full', 'Too many requests are waiting'));
        const entry: Pending = { frame: { type: 'request', ref: nextRef(), name, data }, resolve, reject };
        pending.set(entry.frame.ref, entry);
        if (socket && ready) sendRequest(entry);
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
      for (const entry of pending.values()) {
        clearTimeout(entry.timer);
        entry.reject(new RealtimeError('closed', 'The connection is closed'));
      }
      pending.clear();
    },
  };
  return client;
}
