import { TitledPage } from '../components/titled-page';
import type { ArticleKind } from '../features/articles/api/get-articles';
import { ArticleList } from '../features/articles/components/article-list';
import { useMk } from '../locales';

function ArticlesPage({ kind }: { kind: ArticleKind }) {
  const { t } = useMk();
  return (
    <TitledPage title={t(`articles.${kind}Title`)} lead={t(`articles.${kind}Lead`)}>
      <ArticleList kind={kind} />
    </TitledPage>
  );
}

export const BlogPage = () => <ArticlesPage kind="blog" />;
export const NewsPage = () => <ArticlesPage kind="news" />;
