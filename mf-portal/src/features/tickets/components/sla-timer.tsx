import { useEffect, useState } from 'react';
import { formatNumber, useLang } from '@site/shared/i18n';
import { COMPANY_CALENDAR, businessTimeBetween } from '@site/shared/hours';
import { type TicketSla, clockState } from '@site/shared/tickets';
import { useTicketsT } from '../../../locales';

/** The timer moves on its own this often (the figures are whole minutes). */
const TICK_MS = 30_000;
const MINUTE = 60_000;

/** The running clock's state now: the API's answer may be minutes old, the deadlines are not. */
export function slaNow(sla: TicketSla, now: Date): TicketSla['state'] {
  if (sla.state !== 'ok' && sla.state !== 'soon' && sla.state !== 'breached') return sla.state;
  return clockState(now, sla.warnAt ? new Date(sla.warnAt) : null, sla.dueAt ? new Date(sla.dueAt) : null);
}

function useNow(running: boolean): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}

/**
 * A ticket's service level for support: the running target and the business time left (or over),
 * ticking every half minute, or paused / met. The words carry the state, the colour only repeats it.
 */
export function SlaTimer({ sla }: { sla: TicketSla }) {
  const { t } = useTicketsT();
  const lang = useLang();
  const running = Boolean(sla.dueAt);
  const now = useNow(running);
  const state = slaNow(sla, now);
  let text = t(`sla.states.${state}`);
  if (running && sla.target && sla.dueAt) {
    const due = new Date(sla.dueAt);
    const late = now >= due;
    const ms = late ? businessTimeBetween(COMPANY_CALENDAR, due, now) : businessTimeBetween(COMPANY_CALENDAR, now, due);
    const minutes = Math.max(0, late ? Math.floor(ms / MINUTE) : Math.ceil(ms / MINUTE));
    const h = Math.floor(minutes / 60);
    const m = minutes % 60;
    const time = h > 0 ? t('sla.hoursMinutes', { h: formatNumber(h, lang), m: formatNumber(m, lang) }) : t('sla.minutes', { m: formatNumber(m, lang) });
    text = `${t(`sla.states.${state}`)} · ${t(late ? 'sla.over' : 'sla.left', { target: t(`sla.targets.${sla.target}`), time })}`;
  }
  return (
    <span className={`pt-sla pt-sla--${state}`} data-sla={state}>
      {text}
    </span>
  );
}
