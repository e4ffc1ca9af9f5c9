import { useCallback, useEffect, useRef } from 'react';
import { api, useApi } from '@site/shared/api';
import { AVAILABILITY_EVERY_MS, type Availability, type AvailabilityInput } from '@site/shared/desk';
import { idleChange } from './idle';

const PATH = '/desk/availability';
/** How often the idle timer looks: away comes at most this late after the idle period. */
const IDLE_CHECK_MS = 15_000;
const INPUT_EVENTS = ['pointerdown', 'keydown', 'wheel', 'focus'] as const;

/**
 * The agent's availability on an open desk: read once, changed by the selector, turned away by
 * the idle timer (and back by input), and repeated every minute as the desk's heartbeat, so a
 * closed or asleep desk counts as offline on the server (docs/tickets.md, "Assignment").
 */
export function useAvailability(enabled: boolean) {
  const { data, mutate } = useApi<Availability>(enabled ? PATH : null, { request: { silent: true } });
  const lastInput = useRef(Date.now());
  const current = useRef(data);
  current.current = data;

  const set = useCallback(
    async (input: AvailabilityInput) => {
      const next = await api.put<Availability>(PATH, input, { silent: true });
      await mutate(next);
    },
    [mutate],
  );

  useEffect(() => {
    if (!enabled) return undefined;
    const check = (input: boolean) => {
      const now = current.current;
      const change = now && idleChange(now, Date.now() - lastInput.current, input);
      if (change) void set(change).catch(() => undefined);
    };
    const onInput = () => {
      lastInput.current = Date.now();
      check(true);
    };
    for (const name of INPUT_EVENTS) window.addEventListener(name, onInput, { passive: true });
    const idle = setInterval(() => check(false), IDLE_CHECK_MS);
    const beat = setInterval(() => {
      const now = current.current;
      if (now) void set({ state: now.state, auto: now.auto }).catch(() => undefined);
    }, AVAILABILITY_EVERY_MS);
    return () => {
      for (const name of INPUT_EVENTS) window.removeEventListener(name, onInput);
      clearInterval(idle);
      clearInterval(beat);
    };
  }, [enabled, set]);

  return { availability: data, set };
}
