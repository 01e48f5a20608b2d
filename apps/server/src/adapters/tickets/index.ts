import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { IssueOptions } from './issue';
import { jiraTicketSystem } from './jira';
import { localTicketSystem } from './local';
import type { TicketSystem } from './ticket';

/** Jira when JIRA_BASE_URL is set, else the embedded ticket tables. */
export function createTicketSystem(deps: {
  config: Config;
  db: Database;
  log: FastifyBaseLogger;
}): TicketSystem {
  const { config, db, log } = deps;
  const options: IssueOptions = {
    projectId: config.jira.projectId,
    issueTypeId: config.jira.issueTypeId,
    timeZone: config.tickets.timeZone,
  };
  const { baseUrl, email, apiToken } = config.jira;
  if (!baseUrl) return localTicketSystem({ db, options, log });
  if (!email || !apiToken) {
    throw new Error('JIRA_BASE_URL is set: JIRA_EMAIL and JIRA_API_TOKEN are needed too.');
  }
  return jiraTicketSystem({ ...options, baseUrl, email, apiToken }, db, log);
}
