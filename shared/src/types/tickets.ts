export type TicketStatus = 'new' | 'in_progress' | 'closed_by_client' | 'resolved';

export interface TicketSummary {
  id: string;
  number: number;
  type: string;
  category: string;
  subject: string;
  urgent: boolean;
  status: TicketStatus;
  assignee: string | null;
  updatedAt: string;
  createdAt: string;
}
