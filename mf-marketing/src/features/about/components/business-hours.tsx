import { useEffect, useState } from 'react';
import { LANG_META } from '@site/shared/i18n';
import type { BusinessHours as Hours } from '@site/shared/types';
import { useMk } from '../../../i18n';
import { useLang } from '../../../lib/use-lang';
import { ALL_WEEKDAYS, clockIn, formatClock, isOpenAt, weekdayName } from '../lib/business-hours';
import './about.css';

interface Props {
  hours: readonly Hours[];
  timeZone: string;
  /** Fixed clock for tests; otherwise the badge follows the real time, minute by minute. */
  now?: Date;
}

function useNow(fixed?: Date): Date {
  const [now, setNow] = useState(() => fixed ?? new Date());
  useEffect(() => {
    if (fixed) return undefined;
    const id = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(id);
  }, [fixed]);
  return fixed ?? now;
}

export function BusinessHours({ hours, timeZone, now: fixed }: Props) {
  const { t } = useMk();
  const lang = useLang();
  const intl = LANG_META[lang].intl;
  const clock = clockIn(timeZone, useNow(fixed));
  const open = isOpenAt(hours, clock);
  return (
    <section className="mk-section mk-hours" aria-labelledby="mk-hours-title">
      <div className="mk-section__head">
        <h2 className="mk-section__title" id="mk-hours-title">{t('about.hoursTitle')}</h2>
        <span className={`mk-badge ${open ? 'mk-hours__open' : 'mk-hours__closed'}`} data-testid="open-badge">
          {open ? t('about.openNow') : t('about.closedNow')}
        </span>
      </div>
      <table className="mk-hours__table">
        <caption className="mk-visually-hidden">{t('about.hoursCaption', { zone: timeZone })}</caption>
        <thead className="mk-visually-hidden">
          <tr><th scope="col">{t('about.day')}</th><th scope="col">{t('about.hours')}</th></tr>
        </thead>
        <tbody>
          {ALL_WEEKDAYS.map((day) => {
            const row = hours.find((h) => h.weekday === day);
            const isToday = day === clock.weekday;
            return (
              <tr key={day} className={isToday ? 'mk-hours__today' : undefined} aria-current={isToday ? 'date' : undefined}>
                <th scope="row">
                  {weekdayName(day, intl)}
                  {isToday ? <span className="mk-hours__today-label"> ({t('about.today')})</span> : null}
                </th>
                <td>
                  {row?.opens && row.closes
                    ? t('about.hoursRange', { opens: formatClock(row.opens, intl), closes: formatClock(row.closes, intl) })
                    : t('about.closed')}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="mk-muted mk-hours__zone">{t('about.hoursCaption', { zone: timeZone })}</p>
    </section>
  );
}
