import { api, revalidateApi } from '@site/shared/api';
import type { DirectoryListing, DnsCheck, ListingCoreBody, ListingCreateBody } from '@site/shared/listings/admin';

/** The directory screen's reads and writes (admins: `directory.manage`). */
export const DIRECTORY_KEY = '/admin/directory';

export const directoryApi = {
  create: (body: ListingCreateBody) => api.post<DirectoryListing>('/admin/directory', body, { silent: true }),
  update: (id: string, body: ListingCoreBody) => api.put<DirectoryListing>(`/admin/directory/${id}`, body, { silent: true }),
  setDomain: (id: string, domain: string) => api.put<DirectoryListing>(`/admin/directory/${id}/domain`, { domain }),
  clearDomain: (id: string) => api.delete<void>(`/admin/directory/${id}/domain`),
  dns: (id: string) => api.get<DnsCheck>(`/admin/directory/${id}/domain/dns`),
};

export const reloadDirectory = () => revalidateApi(DIRECTORY_KEY);
