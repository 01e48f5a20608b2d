import { ENQUIRY_TOPIC_LABELS } from '@ohmstead/contracts/enquiry-topics';
import { TICKET_STATUS_LABELS, type TicketStatus } from '@ohmstead/contracts/tickets-admin';

/**
 * Every word of Support Tickets, the Support Dashboard and the MPR Jira Dashboard (the spec shows only
 * their menu entries); the tests read them from here.
 */
export const statusWords = TICKET_STATUS_LABELS;
export const topicWords = ENQUIRY_TOPIC_LABELS;

export const ticketsWords = {
  title: 'Support Tickets',
  introStaff:
    'Every ticket the website makes, from the contact page and the chat forms. Open one to move it along, assign it and answer it.',
  introCustomer:
    'The tickets you raised, from the contact page or the chat with your e-mail address or while signed in. Open one to follow it and add a comment.',
  caption: 'Support tickets',
  empty: 'No ticket matches this view.',
  emptyCustomer: 'You have no tickets yet. A message sent through the contact page or the chat makes one.',
  searchPlaceholder: 'Key, name, email or summary',
  status: 'Status',
  allStatuses: 'All statuses',
  assignee: 'Assignee',
  anyone: 'Anyone',
  me: 'Assigned to me',
  nobody: 'Unassigned',
  columns: {
    key: 'Ticket',
    reporter: 'Reporter',
    channel: 'Channel',
    status: 'Status',
    assignee: 'Assignee',
    createdAt: 'Created',
    updatedAt: 'Updated',
  },
  unassigned: 'Unassigned',
  detail: {
    back: 'Back to Support Tickets',
    heading: (key: string) => `Ticket ${key}`,
    inJira: 'Kept in Jira; what you see here is read from it.',
    about: 'About this ticket',
    fields: {
      status: 'Status',
      assignee: 'Assignee',
      channel: 'Channel',
      topic: 'Topic',
      reporter: 'Reporter',
      createdAt: 'Created',
      firstResponseAt: 'First answered',
      resolvedAt: 'First resolved',
      description: 'Description',
    },
    notYet: 'Not yet',
    workflow: 'Move it along',
    moveTo: (status: TicketStatus) => `Move to ${statusWords[status]}`,
    moved: (status: TicketStatus) => `The ticket is now ${statusWords[status]}.`,
    final: 'A closed ticket stays closed.',
    assign: 'Assign',
    assigneeLabel: 'Assignee',
    assigned: (name: string | null) =>
      name ? `The ticket is assigned to ${name}.` : 'The ticket is unassigned.',
    comments: 'Comments',
    noComments: 'No comments yet.',
    staff: 'Staff',
    customer: 'Customer',
    commentLabel: 'Add a comment',
    commentHint: 'Plain text.',
    send: 'Add comment',
    sending: 'Adding…',
    commented: 'Your comment has been added.',
    closedNoComment: 'This ticket is closed: it takes no more comments.',
    history: 'Status history',
    created: 'Created',
    changed: (from: TicketStatus, to: TicketStatus) => `${statusWords[from]} → ${statusWords[to]}`,
    by: (name: string) => `by ${name}`,
    attachments: 'Attachments',
    noAttachments: 'No files came with this ticket.',
    download: (name: string) => `Download ${name}`,
    downloadFailed: (reason: string) => `The file could not be downloaded. ${reason}`.trim(),
    failed: (reason: string) => `That did not work. ${reason}`.trim(),
  },
} as const;

export const dashboardWords = {
  support: {
    title: 'Support Dashboard',
    intro:
      'Every ticket the website made in the period: how many, where from, how fast they were answered and solved.',
  },
  mpr: {
    title: 'MPR Jira Dashboard',
    intro:
      'MPR tickets are those about an installed Multi-Port Power Router: the equipment-images forms from the chat and the enquiries whose topic is support for an installed Power Router.',
  },
  range: 'Period',
  defaultRange: 'The last 90 days unless you choose dates.',
  kpi: {
    created: 'Tickets created',
    openNow: 'Open now (all time)',
    firstResponse: 'Median time to first answer',
    resolution: 'Median time to resolution',
  },
  answered: (count: number) => `over ${count} answered ticket${count === 1 ? '' : 's'}`,
  resolved: (count: number) => `over ${count} resolved ticket${count === 1 ? '' : 's'}`,
  noFigure: 'None yet',
  perWeek: 'Tickets per week, by channel',
  backlog: 'Open backlog at the end of each week',
  backlogSeries: 'Open and in progress',
  weekOf: 'Week of',
  byStatus: 'Tickets of the period by status now',
  byChannel: 'Tickets of the period by channel',
  count: 'Tickets',
  statusColumn: 'Status',
  channelColumn: 'Channel',
  loading: 'Loading the figures…',
} as const;

/** A duration in minutes as people read it: 45 min, 3.5 h, 2.1 days. */
export function formatMinutes(minutes: number | null): string {
  if (minutes === null) return dashboardWords.noFigure;
  if (minutes < 60) return `${Math.round(minutes)} min`;
  if (minutes < 48 * 60) return `${(minutes / 60).toFixed(1)} h`;
  return `${(minutes / 60 / 24).toFixed(1)} days`;
}
