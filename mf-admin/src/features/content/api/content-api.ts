import { api } from '@site/shared/api';
import type { ContentDraft, ContentFieldChange, ContentItem, ContentType, ContentVersionSummary } from '@site/shared/content-editing';
import type { Lang } from '@site/shared/lang';

type Data = Record<string, unknown>;

export type ItemWithVersions = ContentItem & { versions: ContentVersionSummary[] };
export type VersionDetail = ContentVersionSummary & { data: Data; changes: ContentFieldChange[] };

/** /api/admin/content paths; the console's GETs go through useApi with these. */
export const contentPaths = {
  types: '/admin/content',
  list: (type: ContentType) => `/admin/content/${type}`,
  item: (type: ContentType, id: string) => `/admin/content/${type}/${encodeURIComponent(id)}`,
  version: (type: ContentType, id: string, n: number) => `/admin/content/${type}/${encodeURIComponent(id)}/versions/${n}`,
};

// Silent: each screen shows the API's (translated) reason where the action was taken.
const quiet = { silent: true } as const;

/** The writes of the content API; each returns what the API answers. */
export const contentApi = {
  saveDraft: (type: ContentType, id: string, data: Data) => api.put<ContentDraft>(`${contentPaths.item(type, id)}/draft`, { data }, quiet),
  discardDraft: (type: ContentType, id: string) => api.delete<void>(`${contentPaths.item(type, id)}/draft`, undefined, quiet),
  preview: (type: ContentType, id: string, lang: Lang) =>
    api.post<{ url: string; expiresAt: string }>(`${contentPaths.item(type, id)}/preview`, { lang }, quiet),
  publish: (type: ContentType, id: string, override: boolean) => api.post<{ version: number }>(`${contentPaths.item(type, id)}/publish`, { override }, quiet),
  schedule: (type: ContentType, id: string, at: string, override: boolean) =>
    api.post<{ publishAt: string }>(`${contentPaths.item(type, id)}/schedule`, { at, override }, quiet),
  unschedule: (type: ContentType, id: string) => api.delete<void>(`${contentPaths.item(type, id)}/schedule`, undefined, quiet),
  restore: (type: ContentType, id: string, n: number) => api.post<{ version: number }>(`${contentPaths.version(type, id, n)}/restore`, undefined, quiet),
};
