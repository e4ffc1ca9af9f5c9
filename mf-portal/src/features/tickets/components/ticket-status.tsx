import type { TicketStatus } from '@site/shared/types';
import { usePortalT, useTicketsT } from '../../../locales';

/** Status labels: new, in progress, closed by client, resolved. */
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useTicketsT();
  return <span className={`pt-badge pt-status pt-status--${status}`}>{t(`statuses.${status}`)}</span>;
}

export function UrgentBadge() {
  const { t } = usePortalT();
  return <span className="pt-badge pt-badge--urgent">{t('tickets.urgent')}</span>;
}
