import { useApi } from '@site/shared/api';
import type { Article, Page } from '@site/shared/types';

export type ArticleKind = Article['kind'];

export const ARTICLES_PAGE_SIZE = 9;

export const articlesKey = (kind: ArticleKind, page: number) =>
  `/articles?kind=${kind}&page=${page}&pageSize=${ARTICLES_PAGE_SIZE}`;

/** The list page the address asks for (`?page=n`), 1 when absent or not a page number. */
export const pageOf = (query: URLSearchParams): number => Math.max(1, Number.parseInt(query.get('page') ?? '1', 10) || 1);

export const useArticles = (kind: ArticleKind, page: number) => useApi<Page<Article>>(articlesKey(kind, page));
