import { registerNamespace } from '@site/shared/i18n';
import { ticketResources } from '@site/shared/tickets';

/** This remote's translations, the page's language's only (chunk `texts-<lang>`, preloaded by the page server), added to the page's i18next instance on import; `usePortalT` translates with them. */
export const { ns: NS, useT: usePortalT } = registerNamespace('portal', {
  en: () => import(/* webpackChunkName: "texts-en" */ './en.json'),
  ar: () => import(/* webpackChunkName: "texts-ar" */ './ar.json'),
});

/** The ticket desk's shared labels (statuses, types, departments), the same words the API uses. */
export const { useT: useTicketsT } = registerNamespace('tickets', ticketResources);
