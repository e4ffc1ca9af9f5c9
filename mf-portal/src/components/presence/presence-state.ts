import { type DeskPresence, PRESENCE_TTL_MS } from '@site/shared/desk';

/** Other agents on one record, by id: the last thing each said and when this view heard it. */
export type PresenceMap = ReadonlyMap<string, DeskPresence & { heardAt: number }>;

/** The map after hearing `presence`: the agent's own frames are ignored, and "left" forgets them. */
export function heard(map: PresenceMap, presence: DeskPresence, selfId: string, now: number): PresenceMap {
  if (presence.agent.id === selfId) return map;
  const next = new Map(map);
  if (presence.state === 'left') next.delete(presence.agent.id);
  else next.set(presence.agent.id, { ...presence, heardAt: now });
  return next;
}

/** Agents heard from within the time-to-live (a closed tab says nothing: it simply stops repeating). */
export function present(map: PresenceMap, now: number): Array<DeskPresence & { heardAt: number }> {
  return [...map.values()].filter((entry) => now - entry.heardAt < PRESENCE_TTL_MS).sort((a, b) => a.agent.name.localeCompare(b.agent.name));
}
