/**
 * The audit log as the API answers it and the console reads it: every staff action, who did it,
 * to what, when, from where, and the record before and after.
 */
export interface AuditEntry {
  id: string;
  /** 'people.invite', 'people.roles', 'content.publish'…: `<area>.<verb>`. */
  action: string;
  targetType: string;
  targetId: string;
  /** ISO timestamp. */
  at: string;
  actor: { id: string; name: string; email: string } | null;
  ip: string;
  userAgent: string;
  before: unknown;
  after: unknown;
}

/** Entries per page of the log; its query schema (with zod) is in ./schema, which the console's pages need not load. */
export const AUDIT_PAGE_SIZE = 25;
