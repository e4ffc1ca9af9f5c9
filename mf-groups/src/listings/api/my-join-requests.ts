import { revalidateApi, useApi } from '@site/shared/api';
import { joinRequestTopic, type JoinRequest } from '@site/shared/listings/core';
import { useLiveTopic } from '@site/shared/realtime';

/** My requests to join groups: the join form shows my latest, /profile/join-requests lists them all. */
export const myJoinRequestsKey = '/join-requests';

export const useMyJoinRequests = (enabled = true) => useApi<{ items: JoinRequest[] }>(enabled ? myJoinRequestsKey : null);

/**
 * Keeps the join-request lists current while shown: a decision on my request, or a new request
 * to a group I manage, is announced on my topic, and both lists are read again.
 */
export function useLiveJoinRequests(enabled = true): void {
  const me = useApi<{ id: string }>(enabled ? '/auth/me' : null, { request: { silent: true } });
  useLiveTopic(me.data ? joinRequestTopic(me.data.id) : null, () => void revalidateApi(myJoinRequestsKey));
}
