import { useCallback, useEffect, useRef, useState } from 'react';
import { DESK_EVENTS, type DeskKind, type DeskPresence, PRESENCE_EVERY_MS, type PresenceState, deskTopic } from '@site/shared/desk';
import { pageRealtime } from '@site/shared/realtime';
import { type PresenceMap, heard, present } from './presence-state';

/** Typing counts as typing for this long after the last key. */
const TYPING_MS = 5_000;

/**
 * Collision warnings for one ticket or conversation: says "viewing" now and every 10 s while
 * the view is open, "typing" while the agent types, "left" when it closes; and lists the other
 * agents heard on the record's agents' topic (any instance). Only for agents (`selfId` set).
 */
export function usePresence(kind: DeskKind, id: string | null, selfId: string | undefined) {
  const [map, setMap] = useState<PresenceMap>(new Map());
  const [now, setNow] = useState(() => Date.now());
  const typingUntil = useRef(0);
  const enabled = !!id && !!selfId;

  const say = useCallback(
    (state: PresenceState) => {
      if (id) void pageRealtime().request('desk.presence', { kind, id, state }).catch(() => undefined);
    },
    [kind, id],
  );

  useEffect(() => {
    setMap(new Map());
    if (!enabled || !id || !selfId) return undefined;
    const realtime = pageRealtime();
    let known: PresenceMap = new Map();
    const stop = realtime.subscribe(deskTopic(kind, id), (name, data) => {
      if (name !== DESK_EVENTS.presence) return;
      const presence = data as DeskPresence;
      // A newcomer learns who is already here at once, not at our next repeat.
      const newcomer = presence.state !== 'left' && presence.agent.id !== selfId && !known.has(presence.agent.id);
      known = heard(known, presence, selfId, Date.now());
      setMap(known);
      if (newcomer) say('viewing');
    });
    const stopResync = realtime.onResync(() => say('viewing'));
    say('viewing');
    const timer = setInterval(() => {
      say(Date.now() < typingUntil.current ? 'typing' : 'viewing');
      setNow(Date.now());
    }, PRESENCE_EVERY_MS);
    const leave = () => say('left');
    window.addEventListener('pagehide', leave);
    return () => {
      clearInterval(timer);
      window.removeEventListener('pagehide', leave);
      leave();
      stop();
      stopResync();
    };
  }, [enabled, kind, id, selfId, say]);

  const typing = useCallback(() => {
    const before = typingUntil.current;
    typingUntil.current = Date.now() + TYPING_MS;
    if (Date.now() >= before) say('typing');
  }, [say]);

  return { others: present(map, Math.max(now, Date.now())), typing };
}
