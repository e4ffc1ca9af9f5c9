import type { TicketSla } from '../tickets/sla';
import type { Lang } from '../lang';
import type { TicketDepartment, TicketRole, TicketStatus, TicketType } from '../tickets';
import type { UploadedFile } from './uploads';
import type { Page } from './common';

export type { TicketStatus } from '../tickets';

/** Someone on a ticket, by the name the other party sees. */
export interface TicketPerson {
  id: string;
  name: string;
}

/** One row of a ticket list. */
export interface TicketSummary {
  id: string;
  number: number;
  type: TicketType;
  department: TicketDepartment;
  subject: string;
  urgent: boolean;
  status: TicketStatus;
  /** The client the ticket is for. */
  client: TicketPerson;
  assignee: TicketPerson | null;
  /** Starred by the caller (stars are personal). */
  starred: boolean;
  replyCount: number;
  updatedAt: string;
  createdAt: string;
  /** The service level, for support only (absent for the client); null for tickets raised before service levels. */
  sla?: TicketSla | null;
}

export interface TicketReply {
  id: string;
  author: TicketPerson & { role: TicketRole };
  body: string;
  /** An internal note between agents (only agents of the ticket ever receive one). */
  internal: boolean;
  createdAt: string;
  attachments: UploadedFile[];
}

/** Something that happened to a ticket besides a reply, shown in its conversation. */
export interface TicketEvent {
  id: string;
  kind: 'status' | 'transfer' | 'rated';
  /** Null when the system acted (auto-close). */
  actor: TicketPerson | null;
  fromStatus: TicketStatus | null;
  toStatus: TicketStatus | null;
  /** Transfers: who the ticket went to. */
  assignee: TicketPerson | null;
  /** Transfers: the note for the next agent (agents only; null for the client). */
  note: string | null;
  createdAt: string;
}

/** GET /api/tickets/:id */
export interface TicketDetail extends TicketSummary {
  details: string;
  autoClose: boolean;
  rating: number | null;
  ratingComment: string | null;
  /** Who raised it: the client, or an agent who opened it for them. */
  openedBy: TicketPerson;
  /** When the status last changed: the reopen window and the auto-close period count from it. */
  statusChangedAt: string;
  /** When a resolved ticket with auto-close on will close itself; null otherwise. */
  autoCloseAt: string | null;
  /** The caller's part in this ticket: what the state machine lets them do. */
  viewerRole: TicketRole;
  /** The language the client reads (their emails' language): saved replies are inserted in it. */
  clientLang: Lang;
  attachments: UploadedFile[];
  replies: TicketReply[];
  events: TicketEvent[];
  /**
   * The requester when they have no account (a visitor's chat turned into a ticket): how the
   * agents reach them. Only in an agent's answer; null otherwise.
   */
  requester?: TicketContact | null;
}

export interface TicketContact {
  name: string | null;
  email: string | null;
  phone: string | null;
}

/** An agent a ticket can be transferred to. */
export interface TicketAgent extends TicketPerson {
  departments: TicketDepartment[];
}

/** One page of a ticket list, with the cursors its neighbours continue from. */
export interface TicketListPage extends Page<TicketSummary> {
  /** Of its first row (`before=` reads the previous page) and of its last (`after=` the next); none on an empty page. */
  cursors: { first: string; last: string } | null;
}
