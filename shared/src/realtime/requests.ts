import type { ClientFrame, RealtimeErrorCode } from './protocol';

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

type RequestFrame = Extract<ClientFrame, { type: 'request' }>;

interface Pending {
  frame: RequestFrame;
  resolve(value: unknown): void;
  reject(error: RealtimeError): void;
  timer?: ReturnType<typeof setTimeout>;
}

export interface PendingRequests {
  /** Queues a request until its answer; false (and refused with `queue_full`) when too many wait. */
  add(frame: RequestFrame, resolve: (value: unknown) => void, reject: (error: RealtimeError) => void): boolean;
  /** Sends one waiting request and starts waiting for its answer (again, after a reconnect). */
  send(ref: string, transmit: (text: string) => void): void;
  /** Sends every waiting request: the socket has just become ready. */
  sendAll(transmit: (text: string) => void): void;
  /** The answer to `ref` came: it settles the request; false when no request waits under `ref`. */
  answer(ref: string, outcome: { data: unknown } | { error: RealtimeError }): boolean;
  /** The socket dropped: no answer can come on it, so stop the clocks; the requests wait for the next one. */
  pauseTimers(): void;
  /** Settles every waiting request with `error` (signed out, or the client closed). */
  rejectAll(error: RealtimeError): void;
}

/**
 * The bookkeeping of requests sent over the realtime socket: which wait for an answer, how long
 * each may wait once sent, and settling them all when nothing more can be sent.
 */
export function createPendingRequests(options: { timeoutMs: number; maxQueued: number }): PendingRequests {
  const pending = new Map<string, Pending>();

  function settle(ref: string): Pending | undefined {
    const entry = pending.get(ref);
    if (!entry) return undefined;
    pending.delete(ref);
    clearTimeout(entry.timer);
    return entry;
  }

  function sendEntry(entry: Pending, transmit: (text: string) => void) {
    clearTimeout(entry.timer);
    transmit(JSON.stringify(entry.frame));
    entry.timer = setTimeout(() => {
      pending.delete(entry.frame.ref);
      entry.reject(new RealtimeError('timeout', 'No answer in time'));
    }, options.timeoutMs);
  }

  return {
    add(frame, resolve, reject) {
      if (pending.size >= options.maxQueued) {
        reject(new RealtimeError('queue_full', 'Too many requests are waiting'));
        return false;
      }
      pending.set(frame.ref, { frame, resolve, reject });
      return true;
    },
    send(ref, transmit) {
      const entry = pending.get(ref);
      if (entry) sendEntry(entry, transmit);
    },
    sendAll(transmit) {
      for (const entry of pending.values()) sendEntry(entry, transmit);
    },
    answer(ref, outcome) {
      const entry = settle(ref);
      if (!entry) return false;
      if ('error' in outcome) entry.reject(outcome.error);
      else entry.resolve(outcome.data);
      return true;
    },
    pauseTimers() {
      for (const entry of pending.values()) clearTimeout(entry.timer);
    },
    rejectAll(error) {
      for (const entry of pending.values()) {
        clearTimeout(entry.timer);
        entry.reject(error);
      }
      pending.clear();
    },
  };
}
