import type { ArticleKind } from '../../api/get-articles';
import { useMk } from '../../locales';
import { TitledPage } from '../titled-page';
import { ArticleList } from './article-list';

/** A list of articles of one kind: the blog's or the news'. */
export function ArticlesPage({ kind }: { kind: ArticleKind }) {
  const { t } = useMk();
  return (
    <TitledPage title={t(`articles.${kind}Title`)} lead={t(`articles.${kind}Lead`)}>
      <ArticleList kind={kind} />
    </TitledPage>
  );
}
