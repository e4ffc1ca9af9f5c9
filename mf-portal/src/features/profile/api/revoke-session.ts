import { api } from '@site/shared/api';

/** DELETE /api/profile/sessions/:id: signs that device out. */
export const revokeSession = (id: string) =>
  api.delete<unknown>(`/profile/sessions/${encodeURIComponent(id)}`, undefined, { silent: true });
