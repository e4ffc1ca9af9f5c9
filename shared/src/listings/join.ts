import { z } from 'zod';
import { uploadIdsSchema } from '../uploads/schemas';
import { maxLength, required } from '../validation/rules';
import type { Translate } from '../validation/translator';
import { text } from '../validation/zod-fields';
import { JOIN_DECISIONS, JOIN_LIMITS } from './join-request';

/** POST /api/groups/:id/join-requests */
export const joinRequestSchema = (t: Translate) =>
  z.object({
    message: text(t, 'message', required(), maxLength(JOIN_LIMITS.message)).transform((v) => v.trim()),
    images: uploadIdsSchema(JOIN_LIMITS.images),
  });
export type JoinRequestInput = z.output<ReturnType<typeof joinRequestSchema>>;

/** POST /api/join-requests/:id/decision (the group's manager) */
export const joinDecisionSchema = z.object({ decision: z.enum(JOIN_DECISIONS) });
