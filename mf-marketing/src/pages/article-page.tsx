import { usePageParams } from '../lib/page-params';
import { DataView } from '../components/data-view';
import { Skeleton } from '../components/skeleton';
import { useArticle } from '../features/articles/api/get-article';
import { ArticleDetail } from '../features/articles/components/article-detail';

export function ArticlePage() {
  const { id } = usePageParams();
  const article = useArticle(id);
  return (
    <div className="mk-page">
      <DataView result={article} skeleton={<Skeleton count={1} variant="lines" />}>
        {(a) => <ArticleDetail article={a} />}
      </DataView>
    </div>
  );
}
