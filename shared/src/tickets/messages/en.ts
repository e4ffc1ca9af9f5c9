/**
 * Names of the ticket desk's values and the reasons an action is refused (i18next namespace
 * 'tickets'; the API's `tickets.*` keys). `ar.ts` has the same keys.
 */
export const en = {
  statuses: {
    new: 'New',
    in_progress: 'In progress',
    resolved: 'Resolved',
    closed_by_client: 'Closed by client',
  },
  types: {
    question: 'Question',
    problem: 'Problem',
    request: 'Service request',
    complaint: 'Complaint',
  },
  departments: {
    technical: 'Technical support',
    billing: 'Billing',
    sales: 'Sales',
    general: 'General',
  },
  refused: {
    notAllowed: 'This action is not available for the ticket in its current status. Reload the ticket to see what you can do.',
    hasReplies: 'A ticket can only be edited or deleted before anyone replies to it.',
    reopenExpired: 'This ticket was closed more than {{days}} days ago and can no longer be reopened. Please raise a new ticket.',
    alreadyRated: 'This ticket has already been rated.',
  },
};

export type TicketMessages = typeof en;
