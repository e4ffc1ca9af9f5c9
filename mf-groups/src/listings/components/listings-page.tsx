import { useLocation, useNavigate } from 'react-router';
import { Pagination } from '@site/shared/ui/core';
import { useLang } from '@site/shared/i18n';
import type { Section } from '@site/shared/listings/core';
import { useGroupsT } from '../../locales';
import { useListings } from '../api/get-listings';
import { useListingQuery } from '../hooks/use-listing-query';
import { ListingCard } from './listing-card';
import { ListingFilters } from './listing-filters';
import { ListingSearch } from './listing-search';
import { ListingsSkeleton } from './listings-skeleton';
import { ListingsEmpty, LoadError } from './listings-status';
import './listings.css';

/** A section's list: search, sort and filters from the URL, server-side paging. */
export function ListingsPage({ section }: { section: Section }) {
  const { t } = useGroupsT();
  const lang = useLang();
  const { query, setSearch, setFilters, clearFilters, pageSearch } = useListingQuery();
  const { data, error, isLoading, isValidating, mutate } = useListings(section, query);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();

  const renderResults = () => {
    if (error && !isValidating) return <LoadError text={t(`sections.${section}.error`)} onRetry={() => void mutate()} />;
    if (data) {
      if (data.items.length === 0) return <ListingsEmpty section={section} filtered={search.length > 1} onClear={clearFilters} />;
      const pageCount = Math.max(1, Math.ceil(data.total / Math.max(1, data.pageSize)));
      return (
        <>
          <ul className="gr-grid">
            {data.items.map((item) => (
              <li key={item.id}><ListingCard group={item} lang={lang} /></li>
            ))}
          </ul>
          <Pagination
            className="gr-pagination"
            page={data.page}
            pageCount={pageCount}
            hrefFor={(page) => `${pathname}${pageSearch(page)}`}
            onPageChange={(page) => void navigate({ search: pageSearch(page) })}
          />
        </>
      );
    }
    return <ListingsSkeleton section={section} />;
  };

  return (
    <section className="gr-page" aria-labelledby="gr-page-title">
      <header className="gr-page__header">
        <h1 className="gr-page__title" id="gr-page-title">{t(`sections.${section}.heading`)}</h1>
        <p className="gr-page__intro">{t(`sections.${section}.intro`)}</p>
      </header>
      <ListingSearch section={section} value={query.q ?? ''} onSearch={setSearch} />
      <ListingFilters query={query} facets={data?.facets} onChange={setFilters} onClear={clearFilters} />
      <div className="gr-results" aria-label={t(`sections.${section}.results`)} aria-busy={isLoading} role="region">
        {renderResults()}
      </div>
    </section>
  );
}
