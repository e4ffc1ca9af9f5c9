import { api, revalidateApi, useApi } from '@site/shared/api';
import type { JoinRequest } from '@site/shared/listings';

export const myJoinRequestsKey = '/join-requests';
export const managedJoinRequestsKey = '/join-requests/managed';

export const useMyJoinRequests = () => useApi<{ items: JoinRequest[] }>(myJoinRequestsKey);
export const useManagedJoinRequests = () => useApi<{ items: JoinRequest[] }>(managedJoinRequestsKey);

export async function sendJoinRequest(groupId: string, body: { message: string; images: string[] }): Promise<JoinRequest> {
  const created = await api.post<JoinRequest>(`/groups/${encodeURIComponent(groupId)}/join-requests`, body);
  await revalidateApi(myJoinRequestsKey);
  return created;
}

export async function decideJoinRequest(id: string, decision: 'approved' | 'rejected'): Promise<JoinRequest> {
  const decided = await api.post<JoinRequest>(`/join-requests/${encodeURIComponent(id)}/decision`, { decision });
  await revalidateApi(managedJoinRequestsKey);
  return decided;
}
