import { api, revalidateApi, useApi } from '@site/shared/api';
import { joinRequestTopic, type JoinRequest } from '@site/shared/listings';
import { useLiveTopic } from '@site/shared/realtime';

export const myJoinRequestsKey = '/join-requests';
export const managedJoinRequestsKey = '/join-requests/managed';

export const useMyJoinRequests = (enabled = true) => useApi<{ items: JoinRequest[] }>(enabled ? myJoinRequestsKey : null);
export const useManagedJoinRequests = () => useApi<{ items: JoinRequest[] }>(managedJoinRequestsKey);

/**
 * Keeps the join-request lists current while shown: a decision on my request, or a new request
 * to a group I manage, is announced on my topic, and both lists are read again.
 */
export function useLiveJoinRequests(enabled = true): void {
  const me = useApi<{ id: string }>(enabled ? '/auth/me' : null, { request: { silent: true } });
  useLiveTopic(me.data ? joinRequestTopic(me.data.id) : null, () => void revalidateApi(myJoinRequestsKey));
}

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
