import { useId, useState, type FormEvent } from 'react';
import { formatNumber, useLang } from '@site/shared/i18n';
import { LISTING_SORTS, LISTING_STATUSES, type Facet, type ListingFacets } from '@site/shared/listings/core';
import { useGroupsT } from '../../locales';
import type { ListQuery } from '../api/get-listings';
import type { Filters } from '../hooks/use-listing-query';

interface Props {
  query: ListQuery;
  facets: ListingFacets | undefined;
  onChange: (change: Filters) => void;
  onClear: () => void;
}

function FilterSelect({ label, value, options, onChange }: { label: string; value: string | undefined; options: Facet[]; onChange: (value: string) => void }) {
  const { t } = useGroupsT();
  const id = useId();
  return (
    <div className="gr-filter">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="gr-filter__control" value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('filters.any')}</option>
        {options.map((o) => <option key={o.key} value={o.key}>{o.label}</option>)}
      </select>
    </div>
  );
}

const toPrice = (text: string) => (text.trim() === '' ? undefined : Math.max(0, Math.floor(Number(text))));

/**
 * Sort and filters; every change goes to the URL, which the list reads. On a narrow screen they
 * fold behind one button (naming how many are in use), so the first results come first.
 */
export function ListingFilters({ query, facets, onChange, onClear }: Props) {
  const { t } = useGroupsT();
  const lang = useLang();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const inUse = [query.type, query.category, query.location, query.status, query.priceMin, query.priceMax].filter((v) => v !== undefined).length;
  const sortId = useId();
  const minId = useId();
  const maxId = useId();
  const [min, setMin] = useState(query.priceMin?.toString() ?? '');
  const [max, setMax] = useState(query.priceMax?.toString() ?? '');
  const [seen, setSeen] = useState([query.priceMin, query.priceMax]);
  // Follow the URL when it changes elsewhere (back button, clear filters).
  if (seen[0] !== query.priceMin || seen[1] !== query.priceMax) {
    setSeen([query.priceMin, query.priceMax]);
    setMin(query.priceMin?.toString() ?? '');
    setMax(query.priceMax?.toString() ?? '');
  }
  const applyPrice = (event: FormEvent) => {
    event.preventDefault();
    const [low, high] = [toPrice(min), toPrice(max)];
    // A reversed range is read the way it was meant.
    const ordered = low !== undefined && high !== undefined && low > high ? [high, low] : [low, high];
    onChange({ priceMin: ordered[0], priceMax: ordered[1] });
  };
  const statuses = LISTING_STATUSES.map((s) => ({ key: s, label: t(`card.status.${s}`) }));

  return (
    <div className={open ? 'gr-filters-panel gr-filters-panel--open' : 'gr-filters-panel'}>
      <button type="button" className="gr-button gr-button--quiet gr-filters-panel__toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {inUse > 0 ? t('filters.toggleInUse', { shown: formatNumber(inUse, lang) }) : t('filters.label')}
      </button>
      <form id={panelId} className="gr-filters" aria-label={t('filters.label')} onSubmit={applyPrice}>
        <div className="gr-filter">
          <label htmlFor={sortId}>{t('filters.sort')}</label>
          <select id={sortId} className="gr-filter__control" value={query.sort} onChange={(event) => onChange({ sort: event.target.value as ListQuery['sort'] })}>
            {LISTING_SORTS.map((s) => <option key={s} value={s}>{t(`filters.sorts.${s}`)}</option>)}
          </select>
        </div>
        <FilterSelect label={t('filters.type')} value={query.type} options={facets?.types ?? []} onChange={(v) => onChange({ type: v || undefined })} />
        <FilterSelect label={t('filters.category')} value={query.category} options={facets?.categories ?? []} onChange={(v) => onChange({ category: v || undefined })} />
        <FilterSelect label={t('filters.location')} value={query.location} options={facets?.locations ?? []} onChange={(v) => onChange({ location: v || undefined })} />
        <FilterSelect label={t('filters.status')} value={query.status} options={statuses} onChange={(v) => onChange({ status: (v || undefined) as ListQuery['status'] })} />
        <div className="gr-filter">
          <label htmlFor={minId}>{t('filters.priceMin')}</label>
          <input id={minId} className="gr-filter__control" type="number" inputMode="numeric" min={0} step={1} value={min} onChange={(e) => setMin(e.target.value)} />
        </div>
        <div className="gr-filter">
          <label htmlFor={maxId}>{t('filters.priceMax')}</label>
          <input id={maxId} className="gr-filter__control" type="number" inputMode="numeric" min={0} step={1} value={max} onChange={(e) => setMax(e.target.value)} />
        </div>
        <div className="gr-filters__actions">
          <button type="submit" className="gr-button gr-button--quiet">{t('filters.applyPrice')}</button>
          <button type="button" className="gr-button gr-button--quiet" onClick={onClear}>{t('filters.clear')}</button>
        </div>
      </form>
    </div>
  );
}
