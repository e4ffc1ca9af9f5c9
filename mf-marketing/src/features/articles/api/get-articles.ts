import { useApi } from '@site/shared/api';
import type { Article, Page } from '@site/shared/types';

export type ArticleKind = Article['kind'];

export const ARTICLES_PAGE_SIZE = 9;

export const articlesKey = (kind: ArticleKind, page: number) =>
  `/articles?kind=${kind}&page=${page}&pageSize=${ARTICLES_PAGE_SIZE}`;

export const useArticles = (kind: ArticleKind, page: number) => useApi<Page<Article>>(articlesKey(kind, page));
