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
  sla: {
    states: { ok: 'On track', soon: 'Breaching soon', breached: 'Breached', paused: 'Waiting for the client', met: 'Met' },
    targets: { firstResponse: 'First answer', resolution: 'Resolution' },
    left: '{{target}} due in {{time}}',
    over: '{{target}} overdue by {{time}}',
    filter: { label: 'Service level', all: 'Any', soon: 'Breaching soon', breached: 'Breached' },
    warned: { 80: 'Ticket #{{number}}: {{target}} target 80% used', 100: 'Ticket #{{number}} missed its {{target}} target' },
    hoursMinutes: '{{h}} h {{m}} min',
    minutes: '{{m}} min',
  },
  reports: {
    title: 'Desk reports',
    intro: 'Tickets raised and solved, answer and resolution times in business hours, service levels and ratings. Only the departments you work in are counted.',
    from: 'From',
    to: 'To',
    by: 'Group by',
    groups: { department: 'Department', agent: 'Agent', week: 'Week' },
    show: 'Show',
    download: 'Download CSV',
    unassigned: 'Unassigned',
    total: 'All',
    weekOf: 'Week of {{date}}',
    columns: {
      group: 'Group',
      created: 'Raised',
      solved: 'Solved',
      firstResponseMedian: 'First answer, median (h)',
      firstResponseP90: 'First answer, 90th percentile (h)',
      resolutionMedian: 'Resolution, median (h)',
      resolutionP90: 'Resolution, 90th percentile (h)',
      firstResponseMet: 'First answer in time (%)',
      resolutionMet: 'Resolved in time (%)',
      satisfaction: 'Satisfaction (of 5)',
      ratings: 'Ratings',
    },
    charts: { created: 'Tickets raised and solved', times: 'Median hours to first answer and to resolution', compliance: 'Share in time (%)' },
    chartNote: 'The table below gives the same figures.',
    holidays: 'Holidays in {{year}}: the service-level clocks stand still',
    empty: 'No tickets in this period.',
    tooLong: 'Choose a period of at most a year.',
  },
  refused: {
    notAllowed: 'This action is not available for the ticket in its current status. Reload the ticket to see what you can do.',
    hasReplies: 'A ticket can only be edited or deleted before anyone replies to it.',
    reopenExpired: 'This ticket was closed more than {{days}} days ago and can no longer be reopened. Please raise a new ticket.',
    alreadyRated: 'This ticket has already been rated.',
  },
};

export type TicketMessages = typeof en;
