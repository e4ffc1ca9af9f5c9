import { useEffect, useRef } from 'react';
import { pageRealtime } from './page';

/**
 * Follows a realtime topic while the view is shown: `refresh` runs on each of its events, and
 * after a reconnect (events sent while offline are lost). `null` follows nothing yet.
 */
export function useLiveTopic(topic: string | null, refresh: () => void): void {
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => {
    if (!topic) return undefined;
    const realtime = pageRealtime();
    const stops = [realtime.subscribe(topic, () => latest.current()), realtime.onResync(() => latest.current())];
    return () => {
      for (const stop of stops) stop();
    };
  }, [topic]);
}
