import { api, revalidateApi, useApi } from '@site/shared/api';
import type { JoinRequest } from '@site/shared/listings/core';

/** The requests to join the groups I manage, for me to decide. */
export const managedJoinRequestsKey = '/join-requests/managed';

export const useManagedJoinRequests = () => useApi<{ items: JoinRequest[] }>(managedJoinRequestsKey);

export async function decideJoinRequest(id: string, decision: 'approved' | 'rejected'): Promise<JoinRequest> {
  const decided = await api.post<JoinRequest>(`/join-requests/${encodeURIComponent(id)}/decision`, { decision });
  await revalidateApi(managedJoinRequestsKey);
  return decided;
}
