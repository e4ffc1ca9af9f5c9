import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { emit } from '@site/shared/events';
import { formatDate, i18n, useLang } from '@site/shared/i18n';
import { COMPANY_CALENDAR, holidaysIn } from '@site/shared/hours';
import { REPORT_GROUPS, type ReportGroup, type TicketReportQuery, quarterOf, ticketReportQuerySchema } from '@site/shared/tickets';
import { Button, EmptyState, Input, PageHeader, Select, Skeleton } from '@site/shared/ui';
import { showToast } from '@site/shared/api';
import { can } from '@site/shared/permissions';
import { FormAlert } from '../../../components/form-alert';
import { useAuthRedirect } from '@site/shared/spa/use-auth-redirect';
import { useMe } from '../../../lib/use-me';
import { usePortalT, useTicketsT } from '../../../locales';
import { downloadReportCsv, useTicketReport } from '../api/get-report';
import { ReportCharts } from './report-charts';
import { ReportTable } from './report-table';
import './reports.css';

/** Today in the company's time zone, as YYYY-MM-DD. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: COMPANY_CALENDAR.timeZone }).format(new Date());

/** The period and grouping live in the URL; without them, the current quarter by department. */
function useReportParams(): [TicketReportQuery, (query: TicketReportQuery) => void] {
  const [params, setParams] = useSearchParams();
  const parsed = ticketReportQuerySchema.safeParse({ ...quarterOf(today()), ...Object.fromEntries(params) });
  const query = parsed.success ? parsed.data : { ...quarterOf(today()), by: 'department' as const };
  return [query, (next) => setParams(new URLSearchParams({ from: next.from, to: next.to, by: next.by }))];
}

/** The year's holidays the clocks skip, with their Gregorian days (Hijri ones move each year). */
function Holidays() {
  const { t } = useTicketsT();
  const lang = useLang();
  const year = Number(today().slice(0, 4));
  const day = (iso: string) => formatDate(`${iso}T12:00:00Z`, lang, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <section className="rp-holidays" aria-labelledby="rp-holidays">
      <h2 id="rp-holidays">{t('reports.holidays', { year: formatDate(`${year}-06-01T12:00:00Z`, lang, { year: 'numeric', timeZone: 'UTC' }) })}</h2>
      <ul>
        {holidaysIn(COMPANY_CALENDAR, year).map((holiday) => (
          <li key={`${holiday.id}-${holiday.dates[0]}`}>
            {holiday.name[lang]}: {holiday.dates.length > 1 ? `${day(holiday.dates[0]!)} – ${day(holiday.dates.at(-1)!)}` : day(holiday.dates[0]!)}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Support's desk reports: a period and a grouping, three charts with the table that carries the
 * same figures, and the CSV. Whoever lacks `reports.read` gets the 403 screen.
 */
export function ReportsPage() {
  const { t: pt } = usePortalT();
  const { t } = useTicketsT();
  const id = useId();
  const me = useMe();
  const mayRead = can(me.data, 'reports.read');
  const [query, setQuery] = useReportParams();
  const [draft, setDraft] = useState(query);
  useEffect(() => setDraft(query), [query.from, query.to, query.by]); // eslint-disable-line react-hooks/exhaustive-deps
  const { data, error, mutate } = useTicketReport(mayRead ? query : null);
  useAuthRedirect(error ?? me.error);
  useEffect(() => {
    if (me.data && !mayRead) emit('app:error', { statusCode: 403, statusMessage: i18n.t('errors.403', { ns: 'common' }) });
  }, [me.data, mayRead]);
  const valid = ticketReportQuerySchema.safeParse(draft).success;

  let body;
  if (error && !data) body = <FormAlert message={pt('tickets.loadFailed')} action={<Button onClick={() => void mutate()}>{pt('common.retry')}</Button>} />;
  else if (!data) body = <div role="status"><Skeleton height="16rem" /></div>;
  else if (data.total.created === 0 && data.total.solved === 0 && data.rows.length === 0) body = <EmptyState title={t('reports.empty')} description={null} />;
  else body = (
    <>
      <p className="pt-muted">{t('reports.chartNote')}</p>
      <ReportCharts report={data} />
      <ReportTable report={data} />
    </>
  );

  return (
    <section className="pt-page rp-page" aria-labelledby="rp-title">
      <PageHeader title={<span id="rp-title">{t('reports.title')}</span>} subtitle={t('reports.intro')} />
      <form
        className="rp-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) setQuery(draft);
        }}
      >
        <div className="pt-filter">
          <label htmlFor={`${id}-from`}>{t('reports.from')}</label>
          <Input id={`${id}-from`} type="date" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
        </div>
        <div className="pt-filter">
          <label htmlFor={`${id}-to`}>{t('reports.to')}</label>
          <Input id={`${id}-to`} type="date" value={draft.to} aria-describedby={valid ? undefined : `${id}-period`} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
        </div>
        <div className="pt-filter">
          <label htmlFor={`${id}-by`}>{t('reports.by')}</label>
          <Select
            id={`${id}-by`}
            value={draft.by}
            options={REPORT_GROUPS.map((group) => ({ value: group, label: t(`reports.groups.${group}`) }))}
            onChange={(e) => setDraft({ ...draft, by: e.target.value as ReportGroup })}
          />
        </div>
        <Button type="submit" disabled={!valid}>{t('reports.show')}</Button>
        <Button
          type="button"
          variant="secondary"
          onClick={() => void downloadReportCsv(query).catch(() => showToast((toast) => toast.error(pt('tickets.loadFailed'))))}
        >
          {t('reports.download')}
        </Button>
        {!valid && <p id={`${id}-period`} className="rp-error" role="alert">{t('reports.tooLong')}</p>}
      </form>
      {body}
      <Holidays />
    </section>
  );
}
