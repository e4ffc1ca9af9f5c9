import { z } from 'zod';
import { AUDIT_PAGE_SIZE } from './index';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The filters of the list and of its CSV export: person, action type, days (inclusive, UTC). */
export const auditQuerySchema = z.object({
  actor: z.uuid().optional(),
  action: z.string().trim().min(1).max(60).optional(),
  from: day.optional(),
  to: day.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(AUDIT_PAGE_SIZE),
});

export type AuditQuery = z.output<typeof auditQuerySchema>;
