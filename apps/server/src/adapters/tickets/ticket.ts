/** Which flow raised a ticket: it picks the source custom field (spec/01 §9). */
export type TicketSource = 'contact-us' | 'chatbot';

/** The contact fields both flows send (spec/01 §3 "Ticket-creation payload"). */
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
  /** The signed-in user's name; anonymous visitors are 'guest' (spec/01 §6). */
  username?: string;
}

/** A file to attach, read from disk by the ticket system (never held whole in memory by the caller). */
export interface TicketFile {
  fileName: string;
  contentType: string;
  path: string;
  size: number;
}

/** A ticket system: our own tables by default, Jira when configured. */
export interface TicketSystem {
  readonly kind: 'local' | 'jira';
  /** Creates the issue and answers its key; throws when the system refused it. */
  create(ticket: NewTicket): Promise<string>;
  /** Adds files to an issue; a failure is only logged (spec/01 §7) and answers false. */
  attach(key: string, files: TicketFile[]): Promise<boolean>;
}
