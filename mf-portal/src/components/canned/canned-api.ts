import { api } from '@site/shared/api';
import type { CannedInput, CannedResponse } from '@site/shared/desk';

/** The agent's own saved replies (shared ones are read-only here: administrators manage them). */
const base = '/canned-responses';
const silent = { silent: true };

export const cannedApi = {
  create: (input: CannedInput) => api.post<CannedResponse>(base, input, silent),
  update: (id: string, input: CannedInput) => api.patch<CannedResponse>(`${base}/${id}`, input, silent),
  remove: (id: string) => api.delete<void>(`${base}/${id}`, undefined, silent),
};
