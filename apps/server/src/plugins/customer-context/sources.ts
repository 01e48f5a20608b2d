import type { ContextDevice, ContextTicket } from '@ohmstead/contracts/customer-context';
import type { Sql } from 'sql-template-tag';
import type { UserRecord } from '../../auth/user-repository';

/** Up to a limit of a list, and how many there are in all. */
export interface Counted<Item> {
  total: number;
  items: Item[];
}

/**
 * What the customer context reads from the plugins that own the data (live chat, devices, tickets), handed
 * over by app.ts (customer-context-sources.ts): this plugin decides who may see what, they only read.
 */
export interface CustomerContextSources {
  /** A live chat's agent and customer key (live-chat/customer-handshake.ts), or undefined. */
  chat(chatId: string): Promise<{ agentUserId: number | null; customerKey: string } | undefined>;
  /** Whether the user reads every chat's transcript, not only their own. */
  readsEveryChat(user: UserRecord): boolean;
  /** The devices the person installed or owns, in service, within `scope` (auth/device-scope.ts). */
  devicesOf(personId: number, scope: Sql): Promise<Counted<ContextDevice>>;
  /** The customer's open tickets among those Support Tickets shows the reader. */
  openTicketsOf(customer: UserRecord, reader: UserRecord): Promise<Counted<ContextTicket>>;
}
