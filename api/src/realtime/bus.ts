import { EventEmitter } from 'node:events';

/** One event for the subscribers of a topic, on whichever instance they are connected. */
export interface BusEvent {
  topic: string;
  name: string;
  data: unknown;
}

/**
 * Carries events between API instances. Every instance hears every event (its own too) and
 * delivers it to its own sockets. Implementations: in-process (one instance, PGlite) and
 * PostgreSQL LISTEN/NOTIFY; another broker (Redis pub/sub) fits the same four calls.
 */
export interface EventBus {
  /**
   * Several events go out as one message, heard in the order given: a change's "drop your
   * cached answers" reaches every instance before the events that make views read again.
   */
  publish(events: BusEvent | readonly BusEvent[]): Promise<void>;
  /** Every event published on any instance, this one included. */
  subscribe(listener: (event: BusEvent) => void): () => void;
  /** Called after the bus lost its connection and got it back: events published meanwhile are gone. */
  onGap(listener: () => void): () => void;
  close(): Promise<void>;
}

/**
 * PostgreSQL refuses NOTIFY payloads of 8,000 bytes or more. Every bus enforces the same bound,
 * so a feature that publishes bodies fails on PGlite in development, not in production:
 * publish ids and small summaries, and let clients fetch the rest over HTTP.
 */
export const MAX_EVENT_BYTES = 7_900;

export class EventTooLargeError extends Error {
  constructor(topic: string, bytes: number) {
    super(`Event for ${topic} is ${bytes} bytes; the limit is ${MAX_EVENT_BYTES}. Publish ids, not bodies.`);
    this.name = 'EventTooLargeError';
  }
}

export function encodeEvent(event: BusEvent): string {
  const text = JSON.stringify({ topic: event.topic, name: event.name, data: event.data ?? null });
  const bytes = Buffer.byteLength(text);
  if (bytes > MAX_EVENT_BYTES) throw new EventTooLargeError(event.topic, bytes);
  return text;
}

export function decodeEvent(text: string): BusEvent | null {
  try {
    const value = JSON.parse(text) as Partial<BusEvent>;
    return typeof value.topic === 'string' && typeof value.name === 'string' ? { topic: value.topic, name: value.name, data: value.data } : null;
  } catch {
    return null;
  }
}

export const eventsOf = (events: BusEvent | readonly BusEvent[]): readonly BusEvent[] => ('topic' in events ? [events] : events);

/** One process: events go straight to the listeners, asynchronously like a real broker. */
export function memoryBus(): EventBus {
  const emitter = new EventEmitter().setMaxListeners(0);
  return {
    publish(events) {
      // Same encoding (and size limit) as across processes; an oversized event rejects.
      return new Promise((resolve) => {
        const decoded = eventsOf(events).map((event) => decodeEvent(encodeEvent(event))!);
        setImmediate(() => decoded.forEach((event) => emitter.emit('event', event)));
        resolve();
      });
    },
    subscribe(listener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    onGap: () => () => undefined,
    close() {
      emitter.removeAllListeners();
      return Promise.resolve();
    },
  };
}
