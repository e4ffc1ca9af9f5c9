import { z } from 'zod';

/**
 * An agent's availability: only `online` agents are given new work; `away` keeps what they have
 * (the desk sets it after `AWAY_AFTER_MS` without input, and back on the next input); `offline`
 * for longer than the release period gives their open work back to the queue.
 */
export const AVAILABILITY_STATES = ['online', 'away', 'offline'] as const;
export type AvailabilityState = (typeof AVAILABILITY_STATES)[number];

/** No pointer, key or focus for this long: the desk turns an online agent away. */
export const AWAY_AFTER_MS = 5 * 60_000;

/** How often an open desk tells the server it is still there; a desk silent for 3 of these counts as offline. */
export const AVAILABILITY_EVERY_MS = 60_000;
export const AVAILABILITY_STALE_MS = 3 * AVAILABILITY_EVERY_MS;

/** `auto`: set by the idle timer, so input turns it back online; a choice the agent made stays. */
export const availabilityInputSchema = z.object({
  state: z.enum(AVAILABILITY_STATES),
  auto: z.boolean().optional(),
});
export type AvailabilityInput = z.infer<typeof availabilityInputSchema>;

export interface Availability {
  state: AvailabilityState;
  /** Set by the idle timer rather than chosen. */
  auto: boolean;
  /** When the state last changed (ISO). */
  since: string;
}
