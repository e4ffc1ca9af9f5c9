import { can } from '@site/shared/permissions';
import { useSyncExternalStore } from 'react';
import { getAuthUser } from '@site/shared/api';
import { on } from '@site/shared/events';
import { matchPage } from '@site/shared/routes';

/** Pages where agents work the queue: a visitor's launcher there would only cover their tools. */
const DESK_PAGES = new Set(['inbox', 'tickets', 'ticket-details']);

const subscribe = (onChange: () => void) => {
  const stop = on('auth:changed', onChange);
  window.addEventListener('popstate', onChange);
  window.addEventListener('single-spa:routing-event', onChange);
  return () => {
    stop();
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('single-spa:routing-event', onChange);
  };
};

const onDesk = () => can(getAuthUser()?.role, 'support.work') && DESK_PAGES.has(matchPage(window.location.pathname)?.route.id ?? '');

/** Whether the signed-in agent is on the inbox or the ticket desk (the launcher stays away there). */
export const useAgentOnDesk = () => useSyncExternalStore(subscribe, onDesk, () => false);
