import { useApi } from '@site/shared/api';
import { type DeskContext, deskContextPath } from '@site/shared/desk';

/** GET /api/desk/{tickets,conversations}/:id/context (agents only): the client's other tickets and chats. */
export const useDeskContext = (kind: 'ticket' | 'chat', id: string) => useApi<DeskContext>(deskContextPath(kind, id), { request: { silent: true } });
