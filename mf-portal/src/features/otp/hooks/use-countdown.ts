import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left until a deadline, ticking once a second. Counting against a deadline
 * (not decrementing) keeps it right when the tab was in the background.
 */
export function useCountdown(initialSeconds: number): { remaining: number; restart: (seconds: number) => void } {
  const [deadline, setDeadline] = useState(() => Date.now() + Math.max(0, initialSeconds) * 1000);
  const left = () => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
  const [remaining, setRemaining] = useState(left);

  useEffect(() => {
    setRemaining(left());
    const timer = setInterval(() => {
      const next = left();
      setRemaining(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
    // `left` only reads `deadline`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [deadline]);

  const restart = useCallback((seconds: number) => setDeadline(Date.now() + Math.max(0, seconds) * 1000), []);
  return { remaining, restart };
}
