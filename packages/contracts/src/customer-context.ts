import { z } from 'zod';
import { FAULT_CODES } from './device-link';
import { DEVICE_STATUSES } from './devices';
import { TICKET_STATUSES } from './tickets-admin';

/**
 * GET /api/LiveChat/GetCustomerContext?chatId= (docs/decisions/0048-customer-context.md): what the agent of a
 * live chat may know about its signed-in customer, beside the conversation. Each section is present only when
 * the agent's roles may see it on its admin screen; a guest's chat has none.
 */
export const CUSTOMER_CONTEXT_PATH = '/LiveChat/GetCustomerContext';

/** How many of each the answer lists at most; `total` tells how many there are. */
export const CUSTOMER_CONTEXT_DEVICES_MAX = 20;
export const CUSTOMER_CONTEXT_TICKETS_MAX = 10;
/** Faults of the last days shown per device. */
export const CUSTOMER_CONTEXT_FAULTS_MAX = 3;
export const CUSTOMER_CONTEXT_FAULT_DAYS = 7;

export const customerContextMessages = {
  chatIdRequired: 'chatId is required',
  chatIdInvalid: 'chatId must be a chat id',
  failed: 'The customer’s details could not be loaded.',
} as const;

/** A live chat's id, as the server makes them (a UUID in lower case). */
const CHAT_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const customerContextQuerySchema = z
  .object({
    chatId: z
      .string({ error: customerContextMessages.chatIdRequired })
      .regex(CHAT_ID_PATTERN, customerContextMessages.chatIdInvalid),
  })
  .strict();
export type CustomerContextQuery = z.infer<typeof customerContextQuerySchema>;

export const contextDeviceSchema = z.object({
  id: z.number().int(),
  serial: z.string(),
  productName: z.string(),
  siteName: z.string().nullable(),
  /** As the Devices screen shows it (online, fault, offline …), read when the answer is made. */
  status: z.enum(DEVICE_STATUSES),
  /** ISO time, or null for a device never heard from. */
  lastSeenAt: z.string().nullable(),
  /** The faults the device reports now. */
  faults: z.array(z.enum(FAULT_CODES)),
  /** Its latest fault events of the last CUSTOMER_CONTEXT_FAULT_DAYS days, newest first. */
  recentFaults: z.array(z.object({ at: z.string(), message: z.string() })),
  /** The version each component last reported. */
  firmware: z.array(z.object({ component: z.string(), name: z.string(), version: z.string() })),
});
export type ContextDevice = z.infer<typeof contextDeviceSchema>;

export const contextTicketSchema = z.object({
  key: z.string(),
  summary: z.string(),
  status: z.enum(TICKET_STATUSES),
  createdAt: z.string(),
});
export type ContextTicket = z.infer<typeof contextTicketSchema>;

export const contextSafetySchema = z.object({
  /** The safety content version the site shows now. */
  currentVersion: z.string(),
  /** When the customer acknowledged the current version; null when they have not. */
  acknowledgedAt: z.string().nullable(),
  /** The latest version they acknowledged, if any (an older one when they have not yet this one). */
  lastVersion: z.string().nullable(),
});
export type ContextSafety = z.infer<typeof contextSafetySchema>;

export const customerContextResponseSchema = z.object({
  responseStatusCode: z.literal(200),
  customer: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('guest') }),
    z.object({ kind: z.literal('user'), userName: z.string(), name: z.string() }),
  ]),
  /** Devices (the dashboard roles): those the customer installed or owns, within the agent's device scope. */
  devices: z.object({ total: z.number().int(), items: z.array(contextDeviceSchema) }).optional(),
  /** Support Tickets (its roles): the customer's open and in-progress tickets. */
  tickets: z.object({ total: z.number().int(), items: z.array(contextTicketSchema) }).optional(),
  /** The safety acknowledgements (CRM Chat Bot Analysis' roles). */
  safety: contextSafetySchema.optional(),
});
export type CustomerContext = z.infer<typeof customerContextResponseSchema>;
