import { formatDate, useLang } from '@site/shared/i18n';
import { href } from '@site/shared/routes';
import type { Article } from '@site/shared/types';
import { RecordBody } from '../../../components/record-body';
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
        <span className="mk-badge mk-badge--new">{t(`articles.${article.kind}.title`)}</span>
        <h1 className="mk-page-title">{article.title}</h1>
        <p className="mk-muted">
          {t('articles.byline', { author: article.author })}
          {' · '}
          <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, lang)}</time>
        </p>
      </header>
      <RecordBody image={article.image} body={article.body} tags={article.tags} html />
    </article>
  );
}
