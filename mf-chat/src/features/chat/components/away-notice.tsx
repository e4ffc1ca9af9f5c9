import { api } from '@site/shared/api';
import { formatDate } from '@site/shared/i18n';
import { LANG_META, type Lang } from '@site/shared/lang';
import type { CompanyInfo } from '@site/shared/types';
import { useEffect, useState } from 'react';
import { useChatT } from '../../../locales';
import { backAt } from '../hooks/away';

// 2023-01-01 was a Sunday: weekday names come from Intl, in the visitor's language.
const dayName = (weekday: number, lang: Lang) =>
  new Intl.DateTimeFormat(LANG_META[lang].intl, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2023, 0, 1 + weekday));

/** "09:00" of the business hours as the language writes a time of day (٩:٠٠ ص, 9:00 AM). */
export const timeOfDay = (hhmm: string, lang: Lang) => {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  return formatDate(new Date(Date.UTC(2023, 0, 1, hours, minutes)), lang, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
};

/** Outside the business hours of the about page, says when the team is back; the message is still taken. */
export function AwayNotice({ lang }: { lang: Lang }) {
  const { t } = useChatT({ lng: lang });
  const [company, setCompany] = useState<CompanyInfo | null>(null);
  useEffect(() => {
    void api.get<CompanyInfo>('/content/company', { silent: true }).then(setCompany, () => undefined);
  }, []);
  const back = company ? backAt(company.hours, company.timeZone, new Date()) : null;
  if (!back) return null;
  return <p className="ch-away" role="note">{t('away.notice', { day: dayName(back.weekday, lang), time: timeOfDay(back.opens, lang) })}</p>;
}
