import { ArticlesPage } from '../../../components/articles/articles-page';

/** /blog: the blog's articles (their pages are /blog/:id). */
export const BlogPage = () => <ArticlesPage kind="blog" />;
