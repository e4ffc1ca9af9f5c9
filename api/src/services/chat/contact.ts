import type { ChatConversationRow } from '../../db/schema/index.js';
import type { Lang } from '@site/shared/lang';
import type { Principal } from '../identity/index.js';
import type { RequesterContact } from '../tickets/service.js';

/** Opens a ticket for a client on behalf of an agent (a visitor's: with their contact); answers with its id. */
export type OpenTicket = (request: { clientId: string; agent: Principal; input: Record<string, unknown>; lang: Lang; contact?: RequesterContact }) => Promise<{ id: string }>;

/** What a client may leave in the chat: how to reach them (docs/chat.md, "Contact details"). */
export interface GivenContact {
  email?: string;
  name?: string;
  phone?: string;
}

/**
 * The requester a ticket opened from the conversation gets: none for an account (the account is
 * the client), the visitor's contact otherwise, read in the language they chatted in.
 */
export const requesterOf = (row: ChatConversationRow): RequesterContact | undefined =>
  row.ownerKind === 'account'
    ? undefined
    : { contactName: row.contactName, contactEmail: row.contactEmail, contactPhone: row.contactPhone, contactLang: row.clientLang };
