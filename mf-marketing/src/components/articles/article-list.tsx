import { useAddress } from '@site/shared/address';
import { DataView } from '../data-view';
import { Pager } from '../pager';
import { useMk } from '../../locales';
import { pageOf, useArticles, type ArticleKind } from '../../api/get-articles';
import { ArticleCard } from './article-card';

export function ArticleList({ kind }: { kind: ArticleKind }) {
  const { t } = useMk();
  const page = pageOf(useAddress().query);
  const result = useArticles(kind, page);
  return (
    <DataView result={result} isEmpty={(p) => p.items.length === 0} emptyText={t('articles.empty')}>
      {(data) => (
        <>
          <ul className="mk-grid">
            {data.items.map((a) => <li key={a.id}><ArticleCard article={a} /></li>)}
          </ul>
          <Pager page={data.page} pageSize={data.pageSize} total={data.total} />
        </>
      )}
    </DataView>
  );
}
