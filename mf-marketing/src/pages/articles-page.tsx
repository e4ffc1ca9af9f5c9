import { PageHeader } from '../components/page-header';
import type { ArticleKind } from '../features/articles/api/get-articles';
import { ArticleList } from '../features/articles/components/article-list';
import { useMk } from '../i18n';

function ArticlesPage({ kind }: { kind: ArticleKind }) {
  const { t } = useMk();
  return (
    <div className="mk-page">
      <PageHeader
        title={kind === 'news' ? t('articles.newsTitle') : t('articles.blogTitle')}
        lead={kind === 'news' ? t('articles.newsLead') : t('articles.blogLead')}
      />
      <ArticleList kind={kind} />
    </div>
  );
}

export const BlogPage = () => <ArticlesPage kind="blog" />;
export const NewsPage = () => <ArticlesPage kind="news" />;
