import type { EnquiryTopic } from '@ohmstead/contracts/enquiry-topics';
import type { EnquiryChannel } from '@ohmstead/contracts/inquiries';
import type { TicketStatus } from '@ohmstead/contracts/tickets-admin';

/** Which flow raised a ticket: it picks the source custom field (docs/product.md §1.9). */
export type TicketSource = 'contact-us' | 'chatbot';

/** The contact fields both flows send (docs/product.md §1.3 "Ticket-creation payload"). */
export interface TicketContact {
  first_name: string;
  last_name: string;
  company: string;
  phone: string;
  title: string;
  email: string;
  message: string;
}

export interface NewTicket {
  contact: TicketContact;
  source: TicketSource;
  /** The signed-in user's name; anonymous visitors are 'guest' (docs/product.md §1.6). */
  username?: string;
  /** The signed-in user's id: their own tickets are listed for them whatever address they typed. */
  userId?: number | null;
  /** Which form: the contact page, or the chat's contact or images form (by `source` when absent). */
  channel?: EnquiryChannel;
  topic?: EnquiryTopic;
}

/** A file to attach, read from disk by the ticket system (never held whole in memory by the caller). */
export interface TicketFile {
  fileName: string;
  contentType: string;
  path: string;
  size: number;
}

/** An issue as the outside ticket system has it now. */
export interface RemoteIssue {
  key: string;
  status: TicketStatus;
  /** The assignee's e-mail address (lower case), when it has one and the system shows it. */
  assigneeEmail: string | null;
}

export interface RemoteComment {
  id: string;
  authorName: string;
  /** Plain text. */
  body: string;
  createdAt: Date;
}

/**
 * The workflow calls of an outside ticket system (Jira): the product writes there first and keeps its own
 * record in step (docs/decisions/0019-enquiries-and-tickets.md). Each call throws
 * an HttpError (502 when the system fails, 409 when its workflow refuses) and changes nothing locally.
 */
export interface RemoteTickets {
  /** The issues with these keys (unknown keys are left out). */
  read(keys: string[]): Promise<RemoteIssue[]>;
  /** Issues of the project changed in the last `minutes`. */
  changedWithin(minutes: number): Promise<RemoteIssue[]>;
  comments(key: string): Promise<RemoteComment[]>;
  transition(key: string, to: TicketStatus): Promise<void>;
  /** Assigns the account with this e-mail address, or nobody. */
  assign(key: string, email: string | null): Promise<void>;
  /** Adds a plain-text comment and answers its id there. */
  comment(key: string, body: string): Promise<string>;
}

/**
 * A ticket system: our own tables by default, Jira when configured. Either way every ticket is recorded in
 * our tickets table (key, form, reporter, status), with a copy of its files.
 */
export interface TicketSystem {
  readonly kind: 'local' | 'jira';
  /** Creates the issue, records it, and answers its key; throws when the system refused it. */
  create(ticket: NewTicket): Promise<string>;
  /** Adds files to an issue; a failure is only logged (docs/product.md §1.7) and answers false. */
  attach(key: string, files: TicketFile[]): Promise<boolean>;
  /** The outside system's workflow calls; absent for our own tables, where the record is all there is. */
  readonly remote?: RemoteTickets;
}
