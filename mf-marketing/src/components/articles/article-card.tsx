import { formatDate, useLang } from '@site/shared/i18n';
import { href } from '@site/shared/routes';
import type { Article } from '@site/shared/types';
import { LazyImg } from '../lazy-img';
import './articles.css';

/** News items share ids with blog articles, so both open on the blog details route. */
export function ArticleCard({ article }: { article: Article }) {
  const lang = useLang();
  return (
    <article className="mk-card mk-article-card">
      <LazyImg image={article.image} width={480} height={270} className="mk-article-card__img" decorative />
      <h2 className="mk-article-card__title">
        <a className="mk-link" href={href('blog-details', lang, { id: article.id })}>{article.title}</a>
      </h2>
      <p className="mk-muted">
        <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, lang)}</time>
        {' · '}
        <bdi>{article.author}</bdi>
      </p>
      <p>{article.excerpt}</p>
    </article>
  );
}
