import type { Lang } from '@site/shared/lang';
import { href } from '@site/shared/routes';

/** A conversation in the inbox, under the tab that lists it (a closed one is only under Closed). */
export const inboxConversationHref = (lang: Lang, id: string, status: 'open' | 'closed') =>
  `${href('inbox', lang)}?box=${status === 'closed' ? 'closed' : 'open'}&c=${encodeURIComponent(id)}`;
