import { ArticleList } from '../../../components/articles/article-list';
import { TextsPage } from '../../../components/titled-page';

/** /news: the company's news, articles like the blog's (their pages are /blog/:id). */
export const NewsPage = () => <TextsPage texts="articles.news"><ArticleList kind="news" /></TextsPage>;
