import { CHAT_EVENTS } from '@site/shared/chat';

/** Inbox events that change what a list shows: a new message, or a conversation taken, closed or linked. */
const LIST_EVENTS: ReadonlySet<string> = new Set([CHAT_EVENTS.message, CHAT_EVENTS.changed]);

/** The shortest pause between two reads of the list, however many events arrive. */
export const INBOX_REFRESH_MS = 500;

/**
 * Calls `load` for list events at most once per `everyMs`: the first at once, then one more after
 * the pause for everything that arrived meanwhile. A busy inbox costs two reads a second at most.
 */
export function inboxRefresher(load: () => void, everyMs = INBOX_REFRESH_MS) {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const run = () => {
    timer = null;
    last = Date.now();
    load();
  };
  const refresh = () => {
    if (timer) return;
    const wait = last + everyMs - Date.now();
    if (wait <= 0) run();
    else timer = setTimeout(run, wait);
  };
  return {
    onEvent: (name: string) => {
      if (LIST_EVENTS.has(name)) refresh();
    },
    refresh,
    stop: () => {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
