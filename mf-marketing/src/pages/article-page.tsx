import { useParams } from 'react-router';
import { DataView } from '../components/data-view';
import { Skeleton } from '../components/skeleton';
import { useArticle } from '../features/articles/api/get-article';
import { ArticleDetail } from '../features/articles/components/article-detail';

export function ArticlePage() {
  const { id } = useParams();
  const article = useArticle(id);
  return (
    <div className="mk-page">
      <DataView result={article} skeleton={<Skeleton count={1} variant="lines" />}>
        {(a) => <ArticleDetail article={a} />}
      </DataView>
    </div>
  );
}
