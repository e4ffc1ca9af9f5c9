import { RecordPage } from '../../../components/record-page';
import { usePageParams } from '../../../lib/page-params';
import { useArticle } from '../api/get-article';
import { ArticleDetail } from './article-detail';

/** /blog/:id: one article, of the blog or of the news. */
export const BlogDetailsPage = () => <RecordPage result={useArticle(usePageParams().id)}>{(a) => <ArticleDetail article={a} />}</RecordPage>;
