import type { TicketDepartment, TicketRole, TicketStatus, TicketType } from '../tickets';
import type { UploadedFile } from './uploads';

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
}

export interface TicketReply {
  id: string;
  author: TicketPerson & { role: TicketRole };
  body: string;
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
  attachments: UploadedFile[];
  replies: TicketReply[];
  events: TicketEvent[];
}

/** An agent a ticket can be transferred to. */
export interface TicketAgent extends TicketPerson {
  departments: TicketDepartment[];
}
