import { buildHeaders, buildUrl, useApi } from '@site/shared/api';
import type { TicketReport, TicketReportQuery } from '@site/shared/tickets';

const params = (query: TicketReportQuery) => new URLSearchParams({ from: query.from, to: query.to, by: query.by }).toString();

/** GET /api/reports/tickets: the period's figures; `null` waits (the reader is not known to be an agent yet). */
export const useTicketReport = (query: TicketReportQuery | null) =>
  useApi<TicketReport>(query ? `/reports/tickets?${params(query)}` : null, { request: { silent: true }, keepPreviousData: true });

/**
 * Downloads the report as CSV in the page's language. The session travels in a header, so the file
 * is fetched here and handed to the browser as a download, never through a bare link.
 */
export async function downloadReportCsv(query: TicketReportQuery): Promise<void> {
  const url = buildUrl(`/reports/tickets.csv?${params(query)}`);
  const response = await fetch(url, { headers: { ...buildHeaders(undefined, {}, url), Accept: 'text/csv' } });
  if (!response.ok) throw new Error(`CSV ${response.status}`);
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = `tickets-${query.by}-${query.from}-${query.to}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(link.href);
}
