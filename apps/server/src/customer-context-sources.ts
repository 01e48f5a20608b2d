import {
  type ContextDevice,
  CUSTOMER_CONTEXT_DEVICES_MAX,
  CUSTOMER_CONTEXT_FAULT_DAYS,
  CUSTOMER_CONTEXT_FAULTS_MAX,
  CUSTOMER_CONTEXT_TICKETS_MAX,
} from '@ohmstead/contracts/customer-context';
import type { Database } from './db/database';
import type { CustomerContextSources } from './plugins/customer-context/sources';
import { customerDeviceRepository } from './plugins/devices/registration/customer-devices';
import { toDeviceSummary } from './plugins/devices/registration/device-rows';
import { isSupervisor } from './plugins/live-chat/agent-guards';
import { chatRepository } from './plugins/live-chat/chat-repository';
import { customerTicketRepository } from './plugins/tickets/customer-tickets';
import { ticketViewer } from './plugins/tickets/viewer';

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The customer context's reads (plugins/customer-context/sources.ts), each through the repository of the
 * plugin that owns the data: plugins import no other plugin, so app.ts hands these over.
 */
export function customerContextSources(db: Database): CustomerContextSources {
  const chats = chatRepository(db);
  const devices = customerDeviceRepository(db);
  const tickets = customerTicketRepository(db);

  return {
    async chat(chatId) {
      const chat = await chats.find(chatId);
      return chat && { agentUserId: chat.agent_user_id, customerKey: chat.customer_key };
    },

    readsEveryChat: isSupervisor,

    async devicesOf(personId, scope) {
      const { total, rows } = await devices.ofPerson(personId, scope, CUSTOMER_CONTEXT_DEVICES_MAX);
      const ids = rows.map((row) => Number(row.id));
      const [firmware, faults] = ids.length
        ? await Promise.all([
            devices.firmwareOf(ids),
            devices.recentFaultsOf(ids, CUSTOMER_CONTEXT_FAULT_DAYS, CUSTOMER_CONTEXT_FAULTS_MAX),
          ])
        : [[], []];
      const items = rows.map((row): ContextDevice => {
        const summary = toDeviceSummary(row);
        return {
          id: summary.id,
          serial: summary.serial,
          productName: summary.productName,
          siteName: summary.siteName,
          status: summary.status,
          lastSeenAt: summary.lastSeenAt,
          faults: summary.faults,
          recentFaults: faults
            .filter((fault) => Number(fault.device_id) === summary.id)
            .map((fault) => ({ at: iso(fault.at), message: fault.message })),
          firmware: firmware
            .filter((entry) => Number(entry.device_id) === summary.id)
            .map((entry) => ({ component: entry.code, name: entry.name, version: entry.version })),
        };
      });
      return { total, items };
    },

    async openTicketsOf(customer, reader) {
      const { total, rows } = await tickets.openOf(
        ticketViewer(customer),
        ticketViewer(reader),
        CUSTOMER_CONTEXT_TICKETS_MAX,
      );
      return {
        total,
        items: rows.map((row) => ({
          key: row.key,
          summary: row.summary,
          status: row.status,
          createdAt: iso(row.created_at),
        })),
      };
    },
  };
}
