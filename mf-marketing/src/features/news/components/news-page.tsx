import { ArticlesPage } from '../../../components/articles/articles-page';

/** /news: the company's news, articles like the blog's (their pages are /blog/:id). */
export const NewsPage = () => <ArticlesPage kind="news" />;
