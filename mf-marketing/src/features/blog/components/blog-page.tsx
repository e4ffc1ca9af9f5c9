import { ArticleList } from '../../../components/articles/article-list';
import { TextsPage } from '../../../components/titled-page';

/** /blog: the blog's articles (their pages are /blog/:id). */
export const BlogPage = () => <TextsPage texts="articles.blog"><ArticleList kind="blog" /></TextsPage>;
