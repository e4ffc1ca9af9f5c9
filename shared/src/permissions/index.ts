/**
 * Who may do what, written once. The API enforces it on every route (`requirePermission`), `/auth/me`
 * returns the caller's permissions, and the frontends show only what `can` allows.
 *
 * A manager is a client who runs listings: what they may do with one listing is still decided by its
 * `managerId`; the role only opens the console's "my listings" screens.
 */
export const ROLES = ['client', 'manager', 'agent', 'editor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = [
  /** Raise and follow one's own tickets. */
  'tickets.raise',
  /** Work the support queue: incoming tickets, the chat inbox, replies as the company. */
  'support.work',
  /** Read the help desk's reports. */
  'reports.read',
  /** Edit one's own listings' details, products and services. */
  'listings.manageOwn',
  /** Create and edit any listing, and map customers' domains to them. */
  'directory.manage',
  /** Edit drafts of the public site's content. */
  'content.edit',
  /** Publish, schedule and restore content. */
  'content.publish',
  /** Upload and describe images, audio and video. */
  'media.manage',
  /** Invite staff, set roles and departments, deactivate and unlock accounts. */
  'people.manage',
  /** Read and export the audit log. */
  'audit.read',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const MATRIX: Record<Role, readonly Permission[]> = {
  client: ['tickets.raise'],
  manager: ['tickets.raise', 'listings.manageOwn'],
  agent: ['support.work', 'reports.read'],
  editor: ['content.edit', 'content.publish', 'media.manage'],
  // Staff raise no tickets of their own: they answer them.
  admin: PERMISSIONS.filter((permission) => permission !== 'tickets.raise' && permission !== 'listings.manageOwn'),
};

/** Staff roles: accounts the company creates; they see the console entry in the header. */
export const STAFF_ROLES: readonly Role[] = ['agent', 'editor', 'admin'];

export const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);

export function permissionsOf(role: Role): readonly Permission[] {
  return MATRIX[role];
}

/** Accepts a role or anything carrying one (an account), so callers need not unwrap. */
export function can(who: Role | { role: Role } | null | undefined, permission: Permission): boolean {
  if (!who) return false;
  const role = typeof who === 'string' ? who : who.role;
  return MATRIX[role].includes(permission);
}

/** The roles holding a permission, e.g. to list everyone who can answer tickets. */
export function rolesWith(permission: Permission): Role[] {
  return ROLES.filter((role) => MATRIX[role].includes(permission));
}
