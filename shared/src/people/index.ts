import type { Role } from '../permissions';
import type { TicketDepartment } from '../tickets/constants';

/**
 * The console's people screens as the API answers them: staff and invites, clients found by a
 * search, and one person's account state and sessions.
 */
export type PersonStatus = 'active' | 'locked' | 'deactivated';

export interface PersonSummary {
  id: string;
  fullName: string;
  email: string;
  phone: string;
  role: Role;
  status: PersonStatus;
  /** Only agents work in departments. */
  departments: TicketDepartment[];
  twoFactorEnabled: boolean;
  lastLoginAt: string | null;
}

export interface PendingInvite {
  id: string;
  email: string;
  fullName: string;
  role: Role;
  createdAt: string;
  expiresAt: string;
}

export interface PersonSession {
  id: string;
  device: string;
  ip: string;
  createdAt: string;
  lastSeenAt: string;
}

export interface StaffList {
  staff: PersonSummary[];
  invites: PendingInvite[];
}

/** Clients in pages of a fixed size; `next` is the cursor of the following page, null at the end. */
export interface ClientPage {
  items: PersonSummary[];
  next: string | null;
}

/** What the inviting admin sees once: the link is not shown again (only its hash is kept). */
export interface InviteCreated {
  invite: PendingInvite;
  link: string;
}

/** The invite as its link's page shows it before the person sets a password. */
export interface InviteView {
  email: string;
  fullName: string;
  role: Role;
}

export const CLIENTS_PAGE_SIZE = 20;
/** An invite link works for a week. */
export const INVITE_TTL_DAYS = 7;
