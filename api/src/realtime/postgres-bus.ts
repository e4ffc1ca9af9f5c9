import type { Database } from '../db/client.js';
import { type BusEvent, type EventBus, decodeEvent, encodeEvent, eventsOf } from './bus.js';

export const CHANNEL = 'site_realtime';

/**
 * LISTEN/NOTIFY on one channel: every instance on the database hears every event. Listening
 * holds one dedicated connection (`database.listen` re-opens it with backoff); when it comes
 * back, events sent meanwhile are lost, so `onGap` listeners are told to have clients refetch.
 */
/**
 * `notify` sends the payloads as NOTIFYs of one statement: PostgreSQL delivers a transaction's
 * notifications in the order they were sent, and one statement is one round trip.
 */
export async function postgresBus(database: Database, notify: (channel: string, payloads: string[]) => Promise<unknown>): Promise<EventBus> {
  const listeners = new Set<(event: BusEvent) => void>();
  const gapListeners = new Set<() => void>();
  // Listening before the instance takes traffic: an event published after start-up is never missed.
  const stop = await database.listen(CHANNEL, (payload) => {
    if (payload === '') {
      for (const listener of gapListeners) listener();
      return;
    }
    const event = decodeEvent(payload);
    if (event) for (const listener of listeners) listener(event);
  });

  return {
    async publish(events) {
      const payloads = eventsOf(events).map(encodeEvent);
      if (payloads.length > 0) await notify(CHANNEL, payloads);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onGap(listener) {
      gapListeners.add(listener);
      return () => gapListeners.delete(listener);
    },
    async close() {
      listeners.clear();
      gapListeners.clear();
      await stop();
    },
  };
}
