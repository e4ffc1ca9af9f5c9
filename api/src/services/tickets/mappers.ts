import { type Lang, isLang } from '@site/shared/lang';
import type { TicketContact, TicketDetail, TicketEvent, TicketPerson, TicketReply, TicketSummary, UploadedFile } from '@site/shared/types';
import type { TicketEventRow, TicketReplyRow, TicketRow } from '../../db/schema/index.js';
import { AUTO_CLOSE_MS, type TicketRole, slaOf } from '@site/shared/tickets';

export const person = (id: string | null, name: string | null): TicketPerson | null => (id && name !== null ? { id, name } : null);

/** A list row: the ticket with the names of its client and assignee and the viewer's star. */
export interface SummaryRow {
  ticket: TicketRow;
  clientName: string;
  clientLang: Lang;
  assigneeName: string | null;
  starred: boolean;
}

/** `slaAt`: support reads the service level as it stands at that instant; the client never sees it. */
export function toSummary({ ticket, clientName, assigneeName, starred }: SummaryRow, slaAt: Date | null = null): TicketSummary {
  return {
    id: ticket.id,
    number: ticket.number,
    type: ticket.type,
    department: ticket.department,
    subject: ticket.subject,
    urgent: ticket.urgent,
    status: ticket.status,
    // A contact's ticket is held by the agent who opened it (only agents see it): lists name the contact.
    client: { id: ticket.ownerId, name: ticket.contactName ?? ticket.contactEmail ?? ticket.contactPhone ?? clientName },
    assignee: person(ticket.assigneeId, assigneeName),
    starred,
    replyCount: ticket.replyCount,
    updatedAt: ticket.updatedAt.toISOString(),
    createdAt: ticket.createdAt.toISOString(),
    ...(slaAt ? { sla: slaOf(ticket, slaAt) } : {}),
  };
}

export interface ReplyRow {
  reply: TicketReplyRow;
  authorName: string;
}

export interface EventRow {
  event: TicketEventRow;
  actorName: string | null;
  assigneeName: string | null;
}

export interface DetailParts {
  row: SummaryRow & { openedByName: string };
  viewerRole: TicketRole;
  now: Date;
  attachments: UploadedFile[];
  replies: Array<ReplyRow & { attachments: UploadedFile[] }>;
  events: EventRow[];
}

export function toReply({ reply, authorName, attachments }: ReplyRow & { attachments: UploadedFile[] }, ownerId: string): TicketReply {
  return {
    id: reply.id,
    author: { id: reply.authorId, name: authorName, role: reply.authorId === ownerId ? 'client' : 'agent' },
    body: reply.body,
    internal: reply.internal,
    createdAt: reply.createdAt.toISOString(),
    attachments,
  };
}

/** Transfer notes are between agents: the client sees that the ticket moved, not why. */
export function toEvent({ event, actorName, assigneeName }: EventRow, viewerRole: TicketRole): TicketEvent {
  return {
    id: event.id,
    kind: event.kind,
    actor: person(event.actorId, actorName),
    fromStatus: event.fromStatus,
    toStatus: event.toStatus,
    assignee: person(event.assigneeId, assigneeName),
    note: viewerRole === 'agent' ? event.note : null,
    createdAt: event.createdAt.toISOString(),
  };
}

/** A requester without an account: for the agents' eyes only (clients never get it). */
const requesterOf = (t: TicketRow): TicketContact | null =>
  t.contactName || t.contactEmail || t.contactPhone ? { name: t.contactName, email: t.contactEmail, phone: t.contactPhone } : null;

export function toDetail({ row, viewerRole, now, attachments, replies, events }: DetailParts): TicketDetail {
  const { ticket } = row;
  const autoCloses = ticket.status === 'resolved' && ticket.autoClose;
  return {
    ...toSummary(row, viewerRole === 'agent' ? now : null),
    details: ticket.details,
    autoClose: ticket.autoClose,
    rating: ticket.rating,
    ratingComment: ticket.ratingComment,
    openedBy: { id: ticket.openedById, name: row.openedByName },
    statusChangedAt: ticket.statusChangedAt.toISOString(),
    autoCloseAt: autoCloses ? new Date(ticket.statusChangedAt.getTime() + AUTO_CLOSE_MS).toISOString() : null,
    viewerRole,
    clientLang: isLang(ticket.contactLang) ? ticket.contactLang : row.clientLang,
    requester: viewerRole === 'agent' ? requesterOf(ticket) : null,
    attachments,
    replies: replies.map((reply) => toReply(reply, ticket.ownerId)),
    events: events.map((event) => toEvent(event, viewerRole)),
  };
}
