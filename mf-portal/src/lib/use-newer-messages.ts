import { useRef } from 'react';

interface Message {
  createdAt: string;
  author: { id: string };
}

/** The newest time among messages written by someone other than `selfId`. */
export const newestFromOthers = (messages: readonly Message[], selfId: string | undefined): string =>
  messages.reduce((newest, message) => (message.author.id !== selfId && message.createdAt > newest ? message.createdAt : newest), '');

/**
 * Whether someone else wrote since the conversation was opened (or since the agent last
 * reviewed): sending then asks to review first, so nobody answers a question already answered.
 * `openedAs` names what is open (null while it loads); opening another starts afresh.
 *
 * `live`: the log shows each message as it arrives and scrolls to it (the chat inbox), so one that
 * arrives while the page is visible has been seen; one that came while it was hidden still asks.
 */
export function useNewerMessages(messages: readonly Message[], selfId: string | undefined, openedAs: string | null, { live = false } = {}) {
  const seen = useRef<{ openedAs: string; at: string; arrived: string } | null>(null);
  const newest = newestFromOthers(messages, selfId);
  if (openedAs === null) return { newer: false, markSeen: () => undefined };
  if (seen.current?.openedAs !== openedAs) seen.current = { openedAs, at: newest, arrived: newest };
  const mark = seen.current;
  if (live && newest !== mark.arrived && document.visibilityState === 'visible') mark.at = newest;
  mark.arrived = newest;
  return {
    newer: newest > mark.at,
    markSeen: () => {
      mark.at = newest;
    },
  };
}
