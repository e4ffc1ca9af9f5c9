/** Upload kinds: files on the ticket itself and files on one reply. */
export const TICKET_FILES = 'ticket';
export const REPLY_FILES = 'ticket-reply';
