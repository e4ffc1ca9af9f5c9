import { api, revalidateApi } from '@site/shared/api';
import type { JoinRequest } from '@site/shared/listings/core';
import { myJoinRequestsKey } from '../../../listings/api/my-join-requests';

export async function sendJoinRequest(groupId: string, body: { message: string; images: string[] }): Promise<JoinRequest> {
  const created = await api.post<JoinRequest>(`/groups/${encodeURIComponent(groupId)}/join-requests`, body);
  await revalidateApi(myJoinRequestsKey);
  return created;
}
