import { registerNamespace } from '@site/shared/i18n';
import { ticketResources } from '@site/shared/tickets';
import ar from './ar.json';
import en from './en.json';

/** This remote's translations, added to the page's i18next instance on import; `usePortalT` translates with them. */
export const { ns: NS, useT: usePortalT } = registerNamespace('portal', { en, ar });

/** The ticket desk's shared labels (statuses, types, departments), the same words the API uses. */
export const { useT: useTicketsT } = registerNamespace('tickets', ticketResources);
