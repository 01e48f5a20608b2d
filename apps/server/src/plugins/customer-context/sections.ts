import type { CustomerContext } from '@ohmstead/contracts/customer-context';
import { can } from '@ohmstead/contracts/roles';
import { SAFETY_CONTENT_VERSION } from '@ohmstead/contracts/safety-content';
import { deviceScope } from '../../auth/device-scope';
import { type UserRecord, userRepository } from '../../auth/user-repository';
import type { Queryable } from '../../db/database';
import type { CustomerContextSources } from './sources';

type Sections = Omit<CustomerContext, 'responseStatusCode' | 'customer'>;

/** Whether the customer acknowledged the safety content the site shows now, and the last they did. */
async function safetySection(db: Queryable, customer: UserRecord): Promise<Sections['safety']> {
  const acknowledgements = await userRepository(db).safetyAcknowledgements(customer.id);
  const current = acknowledgements.findLast((entry) => entry.contentVersion === SAFETY_CONTENT_VERSION);
  return {
    currentVersion: SAFETY_CONTENT_VERSION,
    acknowledgedAt: current ? new Date(current.acknowledgedAt).toISOString() : null,
    lastVersion: acknowledgements.at(-1)?.contentVersion ?? null,
  };
}

/**
 * What the agent may know about a signed-in customer (docs/decisions/0048-customer-context.md): each section
 * only for the roles its admin screen admits (the role table's capabilities, and the Devices screen's
 * device scope), left out otherwise.
 */
export async function customerSections(
  db: Queryable,
  sources: CustomerContextSources,
  agent: UserRecord,
  customer: UserRecord,
): Promise<Sections> {
  const [devices, tickets, safety] = await Promise.all([
    can(agent.roles, 'devices') ? sources.devicesOf(customer.id, deviceScope(agent)) : undefined,
    can(agent.roles, 'supportTickets') ? sources.openTicketsOf(customer, agent) : undefined,
    // The acknowledgements screen is CRM Chat Bot Analysis' (/admin/chatbot-analysis/acknowledgements).
    can(agent.roles, 'executiveDashboards') ? safetySection(db, customer) : undefined,
  ]);
  return {
    ...(devices ? { devices } : {}),
    ...(tickets ? { tickets } : {}),
    ...(safety ? { safety } : {}),
  };
}
