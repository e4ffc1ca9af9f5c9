import { AWAY_AFTER_MS, type Availability, type AvailabilityInput } from '@site/shared/desk';

/**
 * What the idle timer changes, if anything: an online agent idle for `AWAY_AFTER_MS` turns away
 * (marked `auto`); input turns that automatic away back online. A state the agent chose (away or
 * offline) is theirs: the timer never moves it.
 */
export function idleChange(current: Availability, idleMs: number, input: boolean): AvailabilityInput | null {
  if (current.state === 'online' && !input && idleMs >= AWAY_AFTER_MS) return { state: 'away', auto: true };
  if (current.state === 'away' && current.auto && input) return { state: 'online' };
  return null;
}
