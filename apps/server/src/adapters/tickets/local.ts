import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { issueFields, type IssueOptions } from './issue';
import type { TicketSystem } from './ticket';
import { recordTicket, storeTicketFiles } from './ticket-record';

/** The embedded ticket system: every field of the Jira issue in our own tables, keys SUP-<n>. */
export function localTicketSystem(deps: {
  db: Database;
  options: IssueOptions;
  log: FastifyBaseLogger;
}): TicketSystem {
  const { db, options, log } = deps;
  return {
    kind: 'local',
    create: (ticket) => recordTicket(db, ticket, issueFields(ticket, options)),
    async attach(key, files) {
      try {
        await storeTicketFiles(db, key, files);
        return true;
      } catch (error) {
        log.warn({ err: error, key }, 'could not attach files to the ticket');
        return false;
      }
    },
  };
}
