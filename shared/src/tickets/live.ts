/**
 * Realtime topics of the ticket desk. A ticket's page follows `ticket:<id>`; the lists follow
 * the signed-in account's `ticket-list:<accountId>`. Events carry only the ticket id: whoever
 * hears one reads the ticket (or the list) again over HTTP, with its own permissions.
 */
export const TICKET_TOPIC = 'ticket';
export const TICKET_LIST_TOPIC = 'ticket-list';

export const ticketTopic = (ticketId: string) => `${TICKET_TOPIC}:${ticketId}`;
export const ticketListTopic = (accountId: string) => `${TICKET_LIST_TOPIC}:${accountId}`;

/**
 * Event names: something about the ticket changed (or it appeared), or it is gone; `sla`: a
 * service-level warning to support (`{ id, number, target, level }`, on the warned agents' list topics).
 */
export const TICKET_EVENTS = { changed: 'ticket.changed', deleted: 'ticket.deleted', sla: 'ticket.sla' } as const;
export type TicketEventName = (typeof TICKET_EVENTS)[keyof typeof TICKET_EVENTS];
