import { useEffect, useId, useRef, useState } from 'react';
import { SLA_FILTERS, TICKET_LIMITS, TICKET_STATUSES } from '@site/shared/tickets';
import { Button, Checkbox, Input, Select } from '@site/shared/ui';
import { usePortalT, useTicketsT } from '../../../locales';
import type { ListFilters } from '../hooks/use-list-params';

/** Typing waits this long before the list is asked again. */
const SEARCH_DELAY_MS = 300;

interface Props {
  filters: ListFilters;
  onChange: (filters: Partial<ListFilters>) => void;
  /** Support's incoming work: the service-level filter ("breaching soon", "breached") is offered. */
  serviceLevels?: boolean;
}

/** Search by subject or number, status, starred only and the order, all kept in the URL. */
export function TicketFilters({ filters, onChange, serviceLevels = false }: Props) {
  const { t } = usePortalT();
  const { t: tt } = useTicketsT();
  const id = useId();
  const [text, setText] = useState(filters.q ?? '');
  // The latest callback, without restarting the typing delay each time the page renders.
  const report = useRef(onChange);
  report.current = onChange;

  // A new URL (back, clear filters) shows its own search text.
  useEffect(() => setText(filters.q ?? ''), [filters.q]);
  useEffect(() => {
    if (text.trim() === (filters.q ?? '')) return undefined;
    const timer = setTimeout(() => report.current({ q: text.trim() || undefined }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, filters.q]);

  return (
    <form className="pt-filters" role="search" aria-label={t('tickets.filters.label')} onSubmit={(e) => { e.preventDefault(); onChange({ q: text.trim() || undefined }); }}>
      <div className="pt-filter">
        <label htmlFor={`${id}-q`}>{t('tickets.filters.search')}</label>
        <Input id={`${id}-q`} type="search" value={text} maxLength={TICKET_LIMITS.search} placeholder={t('tickets.filters.searchHint')} onChange={(e) => setText(e.target.value)} />
      </div>
      <div className="pt-filter">
        <label htmlFor={`${id}-status`}>{t('tickets.status')}</label>
        <Select
          id={`${id}-status`}
          value={filters.status ?? ''}
          placeholder={t('tickets.filters.anyStatus')}
          options={TICKET_STATUSES.map((status) => ({ value: status, label: tt(`statuses.${status}`) }))}
          onChange={(e) => onChange({ status: (e.target.value || undefined) as ListFilters['status'] })}
        />
      </div>
      {serviceLevels && (
        <div className="pt-filter">
          <label htmlFor={`${id}-sla`}>{tt('sla.filter.label')}</label>
          <Select
            id={`${id}-sla`}
            value={filters.sla ?? ''}
            placeholder={tt('sla.filter.all')}
            options={SLA_FILTERS.map((filter) => ({ value: filter, label: tt(`sla.filter.${filter}`) }))}
            onChange={(e) => onChange({ sla: (e.target.value || undefined) as ListFilters['sla'] })}
          />
        </div>
      )}
      <div className="pt-filter">
        <label htmlFor={`${id}-sort`}>{t('tickets.filters.sort')}</label>
        <Select
          id={`${id}-sort`}
          value={filters.sort}
          options={[{ value: 'newest', label: t('tickets.filters.newest') }, { value: 'oldest', label: t('tickets.filters.oldest') }]}
          onChange={(e) => onChange({ sort: e.target.value as ListFilters['sort'] })}
        />
      </div>
      <Checkbox className="pt-filter-check" name="starred" label={t('tickets.filters.starred')} checked={filters.starred ?? false} onChange={(e) => onChange({ starred: e.target.checked })} />
      {/* The list follows typing and every choice already; the button searches at once, and a form without one is a trap for some assistive tools. */}
      <Button type="submit" variant="secondary" className="pt-filter-submit">{t('tickets.filters.search')}</Button>
    </form>
  );
}
