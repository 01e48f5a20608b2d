import { readFile } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { customFields, issueFields, USERNAME_FIELD, type IssueOptions } from './issue';
import type { TicketSystem } from './ticket';

/** The embedded ticket system: every field of the Jira issue in our own tables, keys SUP-<n>. */
export function localTicketSystem(deps: {
  db: Database;
  options: IssueOptions;
  log: FastifyBaseLogger;
}): TicketSystem {
  const { db, options, log } = deps;
  return {
    kind: 'local',
    async create(ticket) {
      const fields = issueFields(ticket, options);
      const rows = await db.query<{ key: string }>(
        `INSERT INTO tickets (project_id, issue_type_id, summary, description, custom_fields, source, username)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING key`,
        [
          fields.project.id,
          fields.issuetype.id,
          fields.summary,
          JSON.stringify(fields.description),
          JSON.stringify(customFields(fields)),
          ticket.source,
          fields[USERNAME_FIELD],
        ],
      );
      return rows[0]!.key;
    },
    async attach(key, files) {
      try {
        await db.transaction(async (tx) => {
          // One file in memory at a time: the table keeps the content itself.
          for (const file of files) {
            const content = await readFile(file.path);
            await tx.query(
              `INSERT INTO ticket_attachments (ticket_key, file_name, content_type, size_bytes, content)
               VALUES ($1, $2, $3, $4, $5)`,
              [key, file.fileName, file.contentType, content.length, content],
            );
          }
        });
        return true;
      } catch (error) {
        log.warn({ err: error, key }, 'could not attach files to the ticket');
        return false;
      }
    },
  };
}
