/** A request to join a group: a message and a few images (their types and size: the upload policy `join-request-image`). */
export const JOIN_LIMITS = { images: 10, message: 1000 } as const;

export const JOIN_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type JoinStatus = (typeof JOIN_STATUSES)[number];
export const JOIN_DECISIONS = ['approved', 'rejected'] as const;

export interface JoinRequestImage {
  id: string;
  name: string;
  url: string;
}

export interface JoinRequest {
  id: string;
  group: { id: string; name: string };
  requester: { name: string };
  message: string;
  status: JoinStatus;
  createdAt: string;
  decidedAt: string | null;
  images: JoinRequestImage[];
}

/**
 * Realtime: `join-requests:<accountId>` tells an account that one of its join requests (sent by
 * it, or to a group it manages) appeared or changed. Events carry the request id only: whoever
 * hears one reads the lists again over HTTP, with its own permissions.
 */
export const JOIN_REQUEST_TOPIC = 'join-requests';
export const joinRequestTopic = (accountId: string) => `${JOIN_REQUEST_TOPIC}:${accountId}`;
export const JOIN_EVENTS = { changed: 'join-request.changed' } as const;
