import { useEffect, useState } from 'react';
import type { BusinessHours as Hours } from '@site/shared/types';
import { LANG_META } from '@site/shared/lang';
import { useLang } from '@site/shared/i18n';
import { useMk } from '../../../locales';
import { ALL_WEEKDAYS, clockIn, formatClock, isOpenAt, weekdayName } from '../lib/business-hours';
import './about.css';

interface Props {
  hours: readonly Hours[];
  timeZone: string;
  /** Fixed clock for tests; otherwise the badge follows the real time, minute by minute. */
  now?: Date;
}

/**
 * The time, once the page runs in the browser: a server-rendered (and cached) page cannot know
 * whether the office is open when it is read, so until then the badge and today's row are blank.
 */
function useNow(fixed?: Date): Date | null {
  const [now, setNow] = useState<Date | null>(fixed ?? null);
  useEffect(() => {
    if (fixed) return undefined;
    setNow(new Date());
    const id = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(id);
  }, [fixed]);
  return fixed ?? now;
}

export function BusinessHours({ hours, timeZone, now: fixed }: Props) {
  const { t } = useMk();
  const lang = useLang();
  const intl = LANG_META[lang].intl;
  const now = useNow(fixed);
  const clock = now ? clockIn(timeZone, now) : null;
  const open = clock ? isOpenAt(hours, clock) : null;
  return (
    <section className="mk-section mk-hours" aria-labelledby="mk-hours-title">
      <div className="mk-section__head">
        <h2 className="mk-section__title" id="mk-hours-title">{t('about.hoursTitle')}</h2>
        {open === null ? null : (
          <span className={`mk-badge ${open ? 'mk-hours__open' : 'mk-hours__closed'}`} data-testid="open-badge">
            {open ? t('about.openNow') : t('about.closedNow')}
          </span>
        )}
      </div>
      <table className="mk-hours__table">
        <caption className="mk-visually-hidden">{t('about.hoursCaption', { zone: timeZone })}</caption>
        <thead className="mk-visually-hidden">
          <tr><th scope="col">{t('about.day')}</th><th scope="col">{t('about.hours')}</th></tr>
        </thead>
        <tbody>
          {ALL_WEEKDAYS.map((day) => {
            const row = hours.find((h) => h.weekday === day);
            const isToday = day === clock?.weekday;
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
