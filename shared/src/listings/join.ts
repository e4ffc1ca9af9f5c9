import { z } from 'zod';
import { uploadIdsSchema } from '../uploads/schemas';
import { maxLength, required } from '../validation/rules';
import type { Translate } from '../validation/translator';
import { text } from '../validation/zod-fields';

/** A request to join a group: a message and a few images (their types and size: the upload policy `join-request-image`). */
export const JOIN_LIMITS = { images: 10, message: 1000 } as const;

export const JOIN_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type JoinStatus = (typeof JOIN_STATUSES)[number];
export const JOIN_DECISIONS = ['approved', 'rejected'] as const;

/** POST /api/groups/:id/join-requests */
export const joinRequestSchema = (t: Translate) =>
  z.object({
    message: text(t, 'message', required(), maxLength(JOIN_LIMITS.message)).transform((v) => v.trim()),
    images: uploadIdsSchema(JOIN_LIMITS.images),
  });
export type JoinRequestInput = z.output<ReturnType<typeof joinRequestSchema>>;

/** POST /api/join-requests/:id/decision (the group's manager) */
export const joinDecisionSchema = z.object({ decision: z.enum(JOIN_DECISIONS) });

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
