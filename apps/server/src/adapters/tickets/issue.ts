import type { NewTicket, TicketContact, TicketSource } from './ticket';

type CustomField = `customfield_${string}`;

/** docs/product.md §1.9: the source custom field is 10378 for contact-us and 10377 for the chatbot. */
export const SOURCE_FIELD: Record<TicketSource, CustomField> = {
  'contact-us': 'customfield_10378',
  chatbot: 'customfield_10377',
};
/** docs/product.md §1.9: another custom field fixed at one value. */
export const CONSTANT_FIELD: CustomField = 'customfield_10376';
export const CONSTANT_VALUE = 'Ohmstead Website';
/** Not in the spec: the field carrying the user name or 'guest' (the third custom field of §1.3). */
export const USERNAME_FIELD: CustomField = 'customfield_10379';
export const GUEST_USERNAME = 'guest';
export const SOURCE_LABEL: Record<TicketSource, string> = { 'contact-us': 'Contact Us', chatbot: 'Chatbot' };

/** The message of an images-form ticket: the serial number leads the description. */
export const imagesFormMessage = (serialNumber: string, description: string) =>
  `Equipment images form\nSerial number: ${serialNumber}\n\n${description}`;

/** A node of the Atlassian Document Format, the structured description Jira REST v3 takes. */
export interface AdfNode {
  type: string;
  text?: string;
  attrs?: Record<string, unknown>;
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  content?: AdfNode[];
}
export interface AdfDocument extends AdfNode {
  type: 'doc';
  version: 1;
  content: AdfNode[];
}

export interface IssueFields {
  project: { id: string };
  summary: string;
  issuetype: { id: string };
  description: AdfDocument;
  [customField: CustomField]: string;
}

export interface IssueOptions {
  projectId: string;
  issueTypeId: string;
  /** The summary's timestamp is written in this zone. */
  timeZone: string;
}

/** docs/product.md §1.7: the current timestamp to the minute followed by 'Client Query'. */
export function issueSummary(now: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute} Client Query`;
}

const text = (value: string, marks?: AdfNode['marks']): AdfNode =>
  marks ? { type: 'text', text: value, marks } : { type: 'text', text: value };

/** ADF forbids empty text nodes: an empty answer is shown as '-', as the agent service does. */
const shown = (value: string) => (value.trim() ? value.trim() : '-');

function contactItem(label: string, value: string, href?: string): AdfNode {
  const valueNode =
    href && value.trim() ? text(shown(value), [{ type: 'link', attrs: { href } }]) : text(shown(value));
  return {
    type: 'listItem',
    content: [{ type: 'paragraph', content: [text(`${label}: `, [{ type: 'strong' }]), valueNode] }],
  };
}

/** The message keeps its line breaks. */
function messageParagraph(message: string): AdfNode {
  const lines = shown(message).split(/\r?\n/);
  const content = lines.flatMap((line, index) =>
    index === 0 ? (line ? [text(line)] : []) : [{ type: 'hardBreak' }, ...(line ? [text(line)] : [])],
  );
  return { type: 'paragraph', content };
}

export function issueDescription(contact: TicketContact, source: TicketSource): AdfDocument {
  const origin = source === 'contact-us' ? 'the website contact form' : 'the chat assistant';
  return {
    type: 'doc',
    version: 1,
    content: [
      { type: 'paragraph', content: [text(`Client query from ${origin}.`)] },
      {
        type: 'bulletList',
        content: [
          contactItem('First name', contact.first_name),
          contactItem('Last name', contact.last_name),
          contactItem('Company', contact.company),
          contactItem('Title', contact.title),
          contactItem('Phone', contact.phone),
          contactItem('Email', contact.email, `mailto:${contact.email.trim()}`),
        ],
      },
      { type: 'heading', attrs: { level: 3 }, content: [text('Message')] },
      messageParagraph(contact.message),
    ],
  };
}

/** The ticket-system issue of docs/product.md §1.3: project, summary, issue type, description, three custom fields. */
export function issueFields(ticket: NewTicket, options: IssueOptions, now = new Date()): IssueFields {
  const custom = new Map<CustomField, string>([
    [SOURCE_FIELD[ticket.source], SOURCE_LABEL[ticket.source]],
    [CONSTANT_FIELD, CONSTANT_VALUE],
    [USERNAME_FIELD, ticket.username?.trim() || GUEST_USERNAME],
  ]);
  return {
    project: { id: options.projectId },
    summary: issueSummary(now, options.timeZone),
    issuetype: { id: options.issueTypeId },
    description: issueDescription(ticket.contact, ticket.source),
    ...(Object.fromEntries(custom) as Record<CustomField, string>),
  };
}

/** The custom fields of an issue, for storing beside the standard ones. */
export function customFields(fields: IssueFields): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).filter(([name]) => name.startsWith('customfield_')) as [string, string][],
  );
}
