import { formatDate, formatNumber } from '@site/shared/i18n';
import type { Lang } from '@site/shared/lang';

/** '#1042' / '#١٠٤٢': ticket numbers in the page's digits, without grouping. */
export const ticketNumber = (n: number, lang: Lang) => `#${formatNumber(n, lang, { useGrouping: false })}`;

export const ticketDate = (iso: string, lang: Lang) => formatDate(iso, lang, { dateStyle: 'medium', timeStyle: 'short' });

export { counted } from '../../../lib/counted';
