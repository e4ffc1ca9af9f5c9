import { Link } from 'react-router';
import { formatDate, formatNumber } from '@site/shared/i18n';
import { href } from '@site/shared/routes';
import type { TicketSummary } from '@site/shared/types';
import { useLang } from '../../../lib/use-lang';
import { usePortalT } from '../../../lib/use-portal-t';
import { TicketStatusBadge, UrgentBadge } from './ticket-status';

export const ticketNumber = (n: number, lang: 'ar' | 'en') => `#${formatNumber(n, lang, { useGrouping: false })}`;

export const ticketDate = (iso: string, lang: 'ar' | 'en') =>
  formatDate(iso, lang, { dateStyle: 'medium', timeStyle: 'short' });

export function TicketCard({ ticket }: { ticket: TicketSummary }) {
  const { t } = usePortalT();
  const lang = useLang();
  return (
    <li className="pt-ticket">
      <div className="pt-ticket-head">
        <bdi className="pt-ticket-number">{ticketNumber(ticket.number, lang)}</bdi>
        <TicketStatusBadge status={ticket.status} />
        {ticket.urgent && <UrgentBadge />}
      </div>
      <Link className="pt-ticket-subject" dir="auto" to={href('ticket-details', lang, { id: ticket.id })} state={{ ticket }}>
        {ticket.subject}
      </Link>
      <dl className="pt-ticket-meta">
        <div>
          <dt>{t('tickets.type')}</dt>
          <dd>{ticket.type}</dd>
        </div>
        <div>
          <dt>{t('tickets.category')}</dt>
          <dd>{ticket.category}</dd>
        </div>
        <div>
          <dt>{t('tickets.updated')}</dt>
          <dd>
            <time dateTime={ticket.updatedAt}>{ticketDate(ticket.updatedAt, lang)}</time>
          </dd>
        </div>
      </dl>
    </li>
  );
}
