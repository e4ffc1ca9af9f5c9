import type { TicketStatus } from '@site/shared/types';
import { usePortalT } from '../../../lib/use-portal-t';

/** SPEC 4 status labels: new, in progress, closed by client, resolved. */
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const { t } = usePortalT();
  return <span className={`pt-badge pt-status pt-status--${status}`}>{t(`tickets.statuses.${status}`)}</span>;
}

export function UrgentBadge() {
  const { t } = usePortalT();
  return <span className="pt-badge pt-badge--urgent">{t('tickets.urgent')}</span>;
}
