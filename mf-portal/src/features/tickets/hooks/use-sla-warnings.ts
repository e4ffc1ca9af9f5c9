import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { formatNumber, useLang } from '@site/shared/i18n';
import { pageRealtime } from '@site/shared/realtime';
import { TICKET_EVENTS, ticketListTopic } from '@site/shared/tickets';
import { useTicketsT } from '../../../locales';

interface Warning {
  number: number;
  target: 'firstResponse' | 'resolution';
  level: 80 | 100;
}

const isWarning = (data: unknown): data is Warning =>
  typeof data === 'object' && data !== null && typeof (data as Warning).number === 'number' && ((data as Warning).level === 80 || (data as Warning).level === 100);

/** Support hears service-level warnings on their list topic as they are sent, shown as a toast (also read out: toasts are a live region). */
export function useSlaWarnings(accountId: string | null): void {
  const { t } = useTicketsT();
  const lang = useLang();
  useEffect(() => {
    if (!accountId) return undefined;
    return pageRealtime().subscribe(ticketListTopic(accountId), (name, data) => {
      if (name !== TICKET_EVENTS.sla || !isWarning(data)) return;
      const text = t(`sla.warned.${data.level}`, { number: formatNumber(data.number, lang, { useGrouping: false }), target: t(`sla.targets.${data.target}`) });
      if (data.level === 100) toast.error(text, { id: `sla-${data.number}-${data.level}` });
      else toast(text, { id: `sla-${data.number}-${data.level}` });
    });
  }, [accountId, t, lang]);
}
