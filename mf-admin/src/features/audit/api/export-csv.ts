import { buildHeaders, buildUrl, type Query } from '@site/shared/api';

/**
 * Downloads the filtered log as CSV. The session is a bearer token (never a cookie), so a plain
 * link cannot carry it: the file is fetched with the token and handed to the browser as a blob.
 */
export async function exportAuditCsv(filter: Query): Promise<void> {
  const url = buildUrl('/admin/audit/export.csv', filter);
  const res = await fetch(url, { headers: { ...buildHeaders(undefined, {}, url), Accept: 'text/csv' } });
  if (!res.ok) throw new Error(`export failed: ${res.status}`);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'audit.csv';
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await res.blob());
  link.download = name;
  link.click();
  URL.revokeObjectURL(link.href);
}
