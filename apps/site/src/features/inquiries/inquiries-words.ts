import { ENQUIRY_TOPIC_LABELS } from '@ohmstead/contracts/enquiry-topics';
import type { EnquiryChannel, LegName, LegState, QuoteStatus } from '@ohmstead/contracts/inquiries';

/**
 * Every word of Customer Inquiries and Quote Request Summary (the spec shows only their menu entries);
 * the tests read them from here.
 */
export const topicWords = ENQUIRY_TOPIC_LABELS;

export const legWords: Record<LegName, string> = { mail: 'Mail', ticket: 'Ticket', lead: 'Lead' };

/** A leg's state as a sentence; `reference` is the ticket key, the lead's number or the lead service's host. */
export function legStateText(
  leg: LegName,
  state: LegState,
  reference: string | null,
  channel: EnquiryChannel,
): string {
  switch (state) {
    case 'none':
      return channel === 'contact-page'
        ? 'Not tracked (sent without a submission id)'
        : 'Not part of a chat form';
    case 'awaited':
      return 'Not received from the visitor’s browser';
    case 'queued':
      return 'Queued';
    case 'sending':
      return 'Sending';
    case 'logged':
      return 'Logged (no mail server is set up)';
    case 'sent':
      return 'Sent';
    case 'creating':
      return 'Being created';
    case 'created':
      return reference ? `Created: ${reference}` : 'Created';
    case 'stored':
      return reference ? `Stored as lead ${reference}` : 'Stored';
    case 'external':
      return `Posted by the visitor’s browser to ${reference ?? 'the lead service'}; that service does not report back`;
    case 'failed':
      return `${legWords[leg]} failed`;
  }
}

/** How a state reads at a glance: done, waiting, failed or none. */
export const legTone = (state: LegState): 'done' | 'waiting' | 'failed' | 'none' =>
  state === 'failed'
    ? 'failed'
    : state === 'none' || state === 'external'
      ? 'none'
      : ['logged', 'sent', 'created', 'stored'].includes(state)
        ? 'done'
        : 'waiting';

export const quoteStatusWords: Record<QuoteStatus, string> = {
  new: 'New',
  quoted: 'Quoted',
  closed: 'Closed',
};

export const inquiriesWords = {
  title: 'Customer Inquiries',
  intro:
    'Every enquiry from the contact page and the chat forms, newest first, with what became of each part of it: the mail to the inbox, the ticket and the lead.',
  caption: 'Customer inquiries',
  empty: 'No enquiry matches this view.',
  searchPlaceholder: 'Name, email, company or ticket',
  topic: 'Topic',
  allTopics: 'All topics',
  failedOnly: 'Only with a failed part',
  columns: {
    name: 'Name',
    company: 'Company',
    email: 'Email',
    channel: 'Channel',
    topic: 'Topic',
    legs: 'Mail, ticket and lead',
    receivedAt: 'Received at',
  },
  detail: {
    back: 'Back to Customer Inquiries',
    loading: 'Loading the enquiry…',
    heading: (name: string) => `Enquiry from ${name}`,
    contact: 'Contact',
    fields: {
      receivedAt: 'Received at',
      channel: 'Channel',
      topic: 'Topic',
      company: 'Company',
      title: 'Title',
      email: 'Email',
      phone: 'Phone',
      serialNumber: 'Serial number',
      username: 'Signed in as',
      message: 'Message',
      quote: 'Quote status',
    },
    legs: 'What became of it',
    legsIntro:
      'A part that failed, or that the visitor’s browser never sent, can be tried again here. Trying again never makes a second ticket or lead.',
    attempted: (when: string) => `Last tried ${when}`,
    retry: (leg: LegName) => `Try the ${legWords[leg].toLowerCase()} again`,
    retrying: 'Trying again…',
    retried: (leg: LegName) => `The ${legWords[leg].toLowerCase()} was tried again.`,
    retryFailed: (reason: string) => `It did not work this time. ${reason}`.trim(),
    filesNotKept:
      'A chat form’s files go only to its ticket: with the ticket not made, they were not kept, and a retried ticket has none.',
    attachments: 'Attachments',
    noAttachments: 'No files came with this enquiry.',
    download: (name: string) => `Download ${name}`,
    downloadFailed: (reason: string) => `The file could not be downloaded. ${reason}`.trim(),
    quoteStatus: (status: string, by: string | null, at: string | null) =>
      by && at ? `${status}, set by ${by} on ${at}` : status,
    notQuote: 'Not a quote request',
    anonymous: 'Not signed in',
  },
} as const;

export const quotesWords = {
  title: 'Quote Request Summary',
  intro:
    'Enquiries that ask for a quote (their topic) and every equipment-images form from the chat, with their files. Set the status as the quote moves on.',
  caption: 'Quote requests',
  empty: 'No quote request matches this view.',
  searchPlaceholder: 'Name, email, company or serial number',
  status: 'Status',
  allStatuses: 'All statuses',
  columns: {
    name: 'Name',
    company: 'Company',
    channel: 'Channel',
    request: 'Request',
    files: 'Files',
    status: 'Status',
    receivedAt: 'Received at',
  },
  serial: (serial: string) => `Serial number ${serial}`,
  noFiles: 'None',
  statusOf: (name: string) => `Status of the request from ${name}`,
  setBy: (by: string, at: string) => `Set by ${by}, ${at}`,
  saved: (name: string, status: string) => `The request from ${name} is now ${status}.`,
  saveFailed: (reason: string) => `The status could not be set. ${reason}`.trim(),
} as const;
