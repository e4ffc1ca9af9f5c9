import type { ChatSender } from '@site/shared/chat';
import type { ChatConversationRow } from '../../db/schema/index.js';
import { can } from '@site/shared/permissions';
import type { Principal } from '../identity/index.js';

/** Who may act on a conversation: agents work every one; its owner (account or visitor) only their own. */
export const isAgent = (principal: Principal) => principal.kind === 'account' && can(principal.account?.role, 'support.work');
export const senderKey = (principal: Principal) => `${principal.kind}:${principal.id}`;
export const ownsIt = (principal: Principal, row: ChatConversationRow) => row.ownerKind === principal.kind && row.ownerId === principal.id;
/** Which side of the conversation the principal writes and reads on. */
export const sideOf = (principal: Principal, row: ChatConversationRow): ChatSender => (isAgent(principal) && !ownsIt(principal, row) ? 'agent' : 'client');
