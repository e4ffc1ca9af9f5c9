import { useApi } from '@site/shared/api';
import type { Article } from '@site/shared/types';

/** An unknown id answers 404; the shared client then raises app:error and the shell shows 404. */
export const articleKey = (id: string) => `/articles/${encodeURIComponent(id)}`;

export const useArticle = (id: string | undefined) => useApi<Article>(id ? articleKey(id) : null);
