import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '@site/shared/i18n';
import { Pagination } from '@site/shared/ui';
import { NS } from '../../../i18n';
import { useLang } from '../../../hooks/use-lang';
import { useGroups } from '../api/get-groups';
import { useGroupsQuery } from '../hooks/use-groups-query';
import { GroupCard } from './group-card';
import { GroupsSearch } from './groups-search';
import { GroupsSkeleton } from './groups-skeleton';
import { GroupsEmpty, GroupsError } from './groups-status';
import './groups.css';

export function GroupsPage() {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const { query, setSearch, pageSearch } = useGroupsQuery();
  const { data, error, isLoading, isValidating, mutate } = useGroups(query);
  const { pathname } = useLocation();
  const navigate = useNavigate();

  const renderResults = () => {
    if (error && !isValidating) return <GroupsError onRetry={() => void mutate()} />;
    if (data) {
      if (data.items.length === 0) return <GroupsEmpty q={query.q} onClear={() => setSearch('')} />;
      const pageCount = Math.max(1, Math.ceil(data.total / Math.max(1, data.pageSize)));
      return (
        <>
          <ul className="gr-grid">
            {data.items.map((group) => (
              <li key={group.id}><GroupCard group={group} lang={lang} /></li>
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
    return <GroupsSkeleton />;
  };

  return (
    <section className="gr-page" aria-labelledby="gr-page-title">
      <header className="gr-page__header">
        <h1 className="gr-page__title" id="gr-page-title">{t('list.heading')}</h1>
        <p className="gr-page__intro">{t('list.intro')}</p>
      </header>
      <GroupsSearch value={query.q} onSearch={setSearch} />
      <div className="gr-results" aria-label={t('list.resultsRegion')} aria-busy={isLoading} role="region">
        {renderResults()}
      </div>
    </section>
  );
}
