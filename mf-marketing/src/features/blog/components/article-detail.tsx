import { formatDate, useLang } from '@site/shared/i18n';
import { href } from '@site/shared/routes';
import type { Article } from '@site/shared/types';
import { LazyImg } from '../../../components/lazy-img';
import { useMk } from '../../../locales';
import '../../../components/articles/articles.css';

export function ArticleDetail({ article }: { article: Article }) {
  const { t } = useMk();
  const lang = useLang();
  const backTo = article.kind === 'news' ? href('news', lang) : href('blog', lang);
  return (
    <article className="mk-article">
      <p>
        <a className="mk-link" href={backTo}>
          {article.kind === 'news' ? t('articles.backToNews') : t('articles.backToBlog')}
        </a>
      </p>
      <header className="mk-page-header">
        <span className="mk-badge mk-badge--new">{article.kind === 'news' ? t('articles.newsTitle') : t('articles.blogTitle')}</span>
        <h1 className="mk-page-title">{article.title}</h1>
        <p className="mk-muted">
          {t('articles.byline', { author: article.author })}
          {' · '}
          <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, lang)}</time>
        </p>
      </header>
      {article.image.src ? (
        <LazyImg image={article.image} width={960} height={480} className="mk-detail-img" />
      ) : null}
      <div className="mk-prose">{article.body}</div>
      {article.tags.length ? (
        <ul className="mk-tags" aria-label={t('articles.tags')}>
          {article.tags.map((tag) => <li key={tag} className="mk-badge">{tag}</li>)}
        </ul>
      ) : null}
    </article>
  );
}
