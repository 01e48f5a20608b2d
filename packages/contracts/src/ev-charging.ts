/**
 * The EV charger app (/admin/ev-charging-dashboard and its phone screens, docs/product.md §3.2; SuperAdmin, Admin,
 * Vendor, Manager): scan a charge post's code, connect, plug in, set the current limit, charge, stop,
 * summary, history and a transaction's detail.
 */
import { z } from 'zod';
import { type ListPage, listPageSchema, listQuerySchema } from './admin-lists';
import {
  CHARGER_SESSION_STATUSES,
  CURRENT_LIMIT_MAX_A,
  CURRENT_LIMIT_MIN_A,
  CURRENT_LIMIT_STEP_A,
  SERIAL_PATTERN,
} from './device-link';
import { DEVICE_STATUSES, deviceIdSchema } from './devices';

/** What a charge post's QR code holds: this prefix and its serial (a typed code is the serial alone). */
export const CHARGER_QR_PREFIX = 'OHMSTEAD-EV:';

/** The charger's serial from a scanned QR text or a typed code, or undefined when it holds none. */
export function chargerCodeFrom(text: string): string | undefined {
  const trimmed = text.trim();
  const code = (
    trimmed.toUpperCase().startsWith(CHARGER_QR_PREFIX) ? trimmed.slice(CHARGER_QR_PREFIX.length) : trimmed
  )
    .trim()
    .toUpperCase();
  return SERIAL_PATTERN.test(code) ? code : undefined;
}

/** A session is 'connecting' until its charge post reports; from then on it has the post's statuses. */
export const SESSION_STATUSES = ['connecting', ...CHARGER_SESSION_STATUSES] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];
export const OPEN_SESSION_STATUSES: readonly SessionStatus[] = [
  'connecting',
  'awaiting-plug',
  'plugged-in',
  'charging',
];

export const evMessages = {
  codeInvalid: 'Enter the code printed under the charger’s QR code, such as CP75-0001.',
  chargerNotFound: 'No charger with this code is available to you.',
  chargerOffline: 'This charger is offline. Try another charger or ask the site operator.',
  chargerBusy: 'This charger is in use.',
  chargerFault: 'This charger reports a fault and cannot charge now.',
  sessionNotFound: 'No such charging session.',
  sessionOpen: 'You already have a charging session in progress.',
  notPluggedIn: 'Plug the connector into your vehicle first.',
  notCharging: 'This session is not charging.',
  sessionEnded: 'This session has ended.',
  currentLimitInvalid: `The current limit must be ${CURRENT_LIMIT_MIN_A} to ${CURRENT_LIMIT_MAX_A} A in steps of 10 A`,
} as const;

const id = deviceIdSchema;

export const connectRequestSchema = z
  .object({
    code: z
      .string()
      .trim()
      .max(120)
      .transform((text, ctx) => {
        const code = chargerCodeFrom(text);
        if (!code) ctx.addIssue({ code: 'custom', message: evMessages.codeInvalid });
        return code ?? '';
      }),
  })
  .strict();
export type ConnectRequest = z.input<typeof connectRequestSchema>;

export const sessionIdRequestSchema = z.object({ sessionId: id }).strict();
export const currentLimitRequestSchema = z
  .object({
    sessionId: id,
    currentLimitA: z
      .number({ error: evMessages.currentLimitInvalid })
      .int(evMessages.currentLimitInvalid)
      .min(CURRENT_LIMIT_MIN_A, evMessages.currentLimitInvalid)
      .max(CURRENT_LIMIT_MAX_A, evMessages.currentLimitInvalid)
      .refine((value) => value % CURRENT_LIMIT_STEP_A === 0, evMessages.currentLimitInvalid),
  })
  .strict();
export type CurrentLimitRequest = z.infer<typeof currentLimitRequestSchema>;

export const chargerSchema = z.object({
  id: z.number().int(),
  serial: z.string(),
  name: z.string(),
  siteName: z.string().nullable(),
  status: z.enum(DEVICE_STATUSES),
  ratedPowerKw: z.number(),
  tariffPerKwh: z.number(),
});
export type Charger = z.infer<typeof chargerSchema>;

export const chargingSessionSchema = z.object({
  id: z.number().int(),
  status: z.enum(SESSION_STATUSES),
  charger: chargerSchema,
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  currentLimitA: z.number().int().nullable(),
  batteryKwh: z.number().nullable(),
  startSocPercent: z.number().nullable(),
  socPercent: z.number().nullable(),
  energyKwh: z.number(),
  powerKw: z.number().nullable(),
  maxPowerKw: z.number(),
  cost: z.number(),
  endReason: z.string().nullable(),
});
export type ChargingSession = z.infer<typeof chargingSessionSchema>;
export const sessionResponseSchema = z.object({
  responseStatusCode: z.number().int(),
  session: chargingSessionSchema,
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** GET EvCharging/GetDashboard: the session under way, the chargers this user may use, recent sessions. */
export const evDashboardResponseSchema = z.object({
  responseStatusCode: z.number().int(),
  active: chargingSessionSchema.nullable(),
  chargers: z.array(chargerSchema),
  recent: z.array(chargingSessionSchema),
  monthEnergyKwh: z.number(),
  monthSessions: z.number().int(),
});
export type EvDashboardResponse = z.infer<typeof evDashboardResponseSchema>;

/** GET EvCharging/GetHistory: the user's own sessions, paged. */
export const historyQuerySchema = listQuerySchema({
  sortable: ['createdAt', 'energy'],
  defaultSort: 'createdAt',
});
export const historyResponseSchema = listPageSchema(chargingSessionSchema);
export type HistoryResponse = ListPage<ChargingSession>;

/** GET EvCharging/GetTransaction?id=: one session and its charging curve. */
export const transactionResponseSchema = z.object({
  responseStatusCode: z.number().int(),
  session: chargingSessionSchema,
  curve: z.array(z.object({ at: z.string(), powerKw: z.number(), socPercent: z.number().nullable() })),
});
export type TransactionResponse = z.infer<typeof transactionResponseSchema>;
export const transactionQuerySchema = z.object({ id }).strict();
