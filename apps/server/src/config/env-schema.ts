import path from 'node:path';
import { AGENT_RECONNECT_GRACE_MS } from '@ohmstead/contracts/live-chat';
import { FIRMWARE_MAX_BYTES_DEFAULT } from '@ohmstead/contracts/ota';
import { z } from 'zod';
import {
  AGENT_SOCKET_EVENTS_PER_WINDOW,
  CHAT_FILE_RETENTION_HOURS,
  CHAT_FILE_SWEEP_INTERVAL_MS,
  CHAT_FILES_QUOTA_BYTES,
  CHAT_SESSIONS_WITHOUT_PROOF_PER_ADDRESS_PER_HOUR,
  CHAT_UPLOAD_BYTES_PER_ADDRESS_PER_DAY,
  CHAT_UPLOADS_PER_ADDRESS_PER_MINUTE,
  CHAT_UPLOADS_PER_IDENTITY_PER_MINUTE,
  CUSTOMER_SOCKETS_PER_ADDRESS,
  DEVICE_AUTH_FAILURES_PER_ADDRESS,
  DEVICE_SIMULATION_FAULT_CHANCE,
  HEADERS_TIMEOUT_MS,
  KEEP_ALIVE_TIMEOUT_MS,
  LIVE_CHAT_SWEEP_INTERVAL_MS,
  PGLITE_MAINTENANCE_INTERVAL_MS,
  PUBLIC_READ_CACHE_TTL_SECONDS,
  PUBLIC_READ_MAX_AGE_SECONDS,
  QUEUE_MAX,
  REQUEST_TIMEOUT_MS,
  SHUTDOWN_DRAIN_MS,
  SIMULATION_LEASE_MS,
  UNANSWERED_REQUEST_MS,
  UPLOAD_TIMEOUT_MS,
  WAITING_CUSTOMER_ABSENT_MS,
  WAITING_REQUESTS_PER_ADDRESS,
} from '../limits';
import { originList, widgetOrigins } from './origins';

export const MB = 1024 * 1024;

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('')
  .transform((value) => value === 'true' || value === '1');

/** The process, its database and its folders (paths inside `serverRoot` by default). */
const serverEnv = (serverRoot: string) => ({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  SITE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default(path.join(serverRoot, '.data')),
  DATABASE_URL: z.string().optional(),
  /**
   * PGlite's buffer cache. PostgreSQL's default (128MB) is made for a server of its own; the embedded
   * database of a site this size fits in far less, and the cache is resident memory of the one process.
   */
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^\d+(kB|MB|GB)$/, 'a size such as 32MB')
    .default('32MB'),
  /** How often the embedded database vacuums and analyses its tables (it has no autovacuum). */
  PGLITE_MAINTENANCE_INTERVAL_MS: z.coerce.number().int().positive().default(PGLITE_MAINTENANCE_INTERVAL_MS),
  DEMO_CONTENT: flag,
  /**
   * How much generated history demo content brings, as a multiple of its 90 days' usual amount (the admin
   * bench seeds 100× to measure the admin screens at size). Only read when the history is first generated.
   */
  DEMO_HISTORY_SCALE: z.coerce.number().positive().max(1000).default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ASSET_BASE: z.string().default('/assets'),
  ASSETS_DIR: z.string().default(path.join(serverRoot, 'assets')),
  SITE_DIST: z.string().default(path.join(serverRoot, '..', 'site', 'dist')),
  /** The site's server build (entry-server.js), which renders the public pages
   * (docs/decisions/0026-server-rendering.md). */
  SITE_SERVER_DIST: z.string().default(path.join(serverRoot, '..', 'site', 'dist-server')),
  WIDGET_DIST: z.string().default(path.join(serverRoot, '..', '..', 'packages', 'chat-widget', 'dist')),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(64 * 1024),
});

/** The external systems behind adapters: mail, the ticket system, lead capture, the captcha. */
const integrationEnv = {
  CONTACT_INBOX: z.string().default('info@ohmsteadpower.com'),
  MAIL_FROM: z.string().default('Ohmstead Power <no-reply@ohmsteadpower.com>'),
  SMTP_URL: z.string().optional(),
  JIRA_BASE_URL: z.string().url().optional(),
  JIRA_EMAIL: z.string().optional(),
  JIRA_API_TOKEN: z.string().optional(),
  JIRA_PROJECT_ID: z.string().default('10010'),
  JIRA_ISSUE_TYPE_ID: z.string().default('10038'),
  LEAD_CAPTURE_URL: z.string().url().optional(),
  LEAD_OID: z.string().default('OHMSTEAD-LOCAL'),
  RECAPTCHA_SITE_KEY: z.string().optional(),
  RECAPTCHA_SECRET_KEY: z.string().optional(),
  RECAPTCHA_VERIFY_URL: z.string().url().default('https://www.google.com/recaptcha/api/siteverify'),
  ALTCHA_HMAC_KEY: z.string().optional(),
  ALTCHA_COST: z.coerce.number().int().positive().default(5000),
  TICKET_TIME_ZONE: z
    .string()
    .default('America/New_York')
    .refine(isTimeZone, 'must be an IANA time zone such as America/New_York'),
  LEAD_CAPTCHA_FIELD: z.string().min(1).default('g-recaptcha-response'),
  /** With Jira: how often issues changed there are brought into our ticket records (0: never on a timer). */
  JIRA_SYNC_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(300),
  /** With Jira: a ticket listed or opened is read from Jira again once its record is older than this. */
  JIRA_READ_CACHE_SECONDS: z.coerce.number().int().min(0).default(30),
};

/** The HTTP server: its rate limit, timeouts, shutdown and proxies. */
const httpEnv = {
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
  /** Slow clients (docs/security.md): how long a request, an upload and a request's headers may take. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(REQUEST_TIMEOUT_MS),
  UPLOAD_TIMEOUT_MS: z.coerce.number().int().positive().default(UPLOAD_TIMEOUT_MS),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().positive().default(HEADERS_TIMEOUT_MS),
  /** How long an idle kept-alive connection stays open. */
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().positive().default(KEEP_ALIVE_TIMEOUT_MS),
  /** On SIGTERM: how long requests in flight may take to finish before their connections are closed. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).default(SHUTDOWN_DRAIN_MS),
  /**
   * How many proxies in front of the server to believe about the client's address (X-Forwarded-For).
   * 0 by default: otherwise any client could choose the address that rate limits count against.
   */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
};

/** Sign-in: tokens, failed attempts and the bootstrap admin. */
const authEnv = {
  AUTH_TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  AUTH_TOKEN_TTL_MINUTES: z.coerce
    .number()
    .int()
    .positive()
    .default(8 * 60),
  AUTH_LOGIN_MAX_FAILURES_PER_USER: z.coerce.number().int().positive().default(5),
  AUTH_LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(20),
  AUTH_LOGIN_WINDOW_MINUTES: z.coerce.number().positive().default(15),
  ADMIN_USERNAME: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
};

/** The bot: its knowledge base (inside `serverRoot` by default), rate limits and an optional LLM. */
const botEnv = (serverRoot: string) => ({
  BOT_KNOWLEDGE_DIR: z.string().default(path.join(serverRoot, 'knowledge')),
  BOT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
  BOT_RATE_LIMIT_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().positive().default(300),
  BOT_LLM_BASE_URL: z.string().url().optional(),
  BOT_LLM_API_KEY: z.string().optional(),
  BOT_LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  BOT_LLM_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
});

/** What browsers are allowed: the widget's embedding pages, source maps, the CSP's extra origins. */
const browserEnv = {
  /** Comma list of origins whose pages may embed the widget and call the chat services; `*` allows any. */
  WIDGET_ALLOWED_ORIGINS: widgetOrigins,
  /** Source maps of the site and the widget are served only when this says so (docs/security-headers.md). */
  SERVE_SOURCE_MAPS: flag,
  /** Extra origins of the site's Content-Security-Policy, by directive (docs/security-headers.md). */
  CSP_CONNECT_SRC: originList,
  CSP_SCRIPT_SRC: originList,
  CSP_IMG_SRC: originList,
};

/** The live chat's timers and limits. */
const liveChatEnv = {
  /** Live chat: how long an agent may be gone before its chats end (tests shorten it). */
  LIVE_CHAT_AGENT_GRACE_MS: z.coerce.number().int().positive().default(AGENT_RECONNECT_GRACE_MS),
  /** Live chat: how long a waiting customer may be gone before the request is canceled. */
  LIVE_CHAT_WAITING_ABSENT_MS: z.coerce.number().int().positive().default(WAITING_CUSTOMER_ABSENT_MS),
  /** Live chat: how long a request waits with no available agent's console open before the contact form. */
  LIVE_CHAT_UNANSWERED_MS: z.coerce.number().int().positive().default(UNANSWERED_REQUEST_MS),
  /** Live chat: how often every process sweeps for absent agents and customers. */
  LIVE_CHAT_SWEEP_INTERVAL_MS: z.coerce.number().int().positive().default(LIVE_CHAT_SWEEP_INTERVAL_MS),
  /** Live chat: socket events one agent socket may send per 10 s (the bench lifts it: it measures sockets). */
  LIVE_CHAT_AGENT_EVENTS_PER_10S: z.coerce.number().int().positive().default(AGENT_SOCKET_EVENTS_PER_WINDOW),
  /** Live chat: customer sockets one address may hold on one server process. */
  LIVE_CHAT_SOCKETS_PER_ADDRESS: z.coerce.number().int().positive().default(CUSTOMER_SOCKETS_PER_ADDRESS),
  /** Live chat: availability calls (the header's indicator) one address may make a minute. */
  LIVE_CHAT_AVAILABILITY_PER_MINUTE: z.coerce.number().int().positive().default(60),
  /** Live chat: requests one address may have waiting at once. */
  LIVE_CHAT_WAITING_PER_ADDRESS: z.coerce.number().int().positive().default(WAITING_REQUESTS_PER_ADDRESS),
  /** Live chat: requests the queue holds; beyond, a customer is told no agent is available. */
  LIVE_CHAT_QUEUE_MAX: z.coerce.number().int().positive().default(QUEUE_MAX),
  /** Live chat: the server gives each waiting customer to the least busy available agent under their limit. */
  LIVE_CHAT_AUTO_ASSIGN: flag,
  /** Agents' Web Push: the VAPID key pair (base64url), set together; unset, one is made and kept in the database. */
  AGENT_PUSH_VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a P-256 public key in base64url (87 characters)')
    .optional(),
  AGENT_PUSH_VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key in base64url (43 characters)')
    .optional(),
  /** Agents' Web Push: who push services may contact about our pushes (an https: URL or a mailto: address). */
  AGENT_PUSH_SUBJECT: z
    .string()
    .regex(/^(https:\/\/|mailto:)\S+$/, 'must be an https: URL or a mailto: address')
    .default('mailto:no-reply@ohmsteadpower.com'),
  /** Agents' Web Push: how long one push service call may take before it counts as failed. */
  AGENT_PUSH_TIMEOUT_MS: z.coerce.number().int().positive().max(60_000).default(10_000),
};

/** Guest chat sessions and chat uploads: rates, quotas and retention. */
const chatUploadEnv = {
  /** Guest chat sessions the bot issues to one address an hour before each new one owes a proof of work. */
  CHAT_SESSIONS_WITHOUT_PROOF_PER_ADDRESS_PER_HOUR: z.coerce
    .number()
    .int()
    .positive()
    .default(CHAT_SESSIONS_WITHOUT_PROOF_PER_ADDRESS_PER_HOUR),
  /** Chat uploads (bot upload_attachments, CDN/UploadBotImage): calls per identity and per address a minute. */
  CHAT_UPLOADS_PER_IDENTITY_PER_MINUTE: z.coerce
    .number()
    .int()
    .positive()
    .default(CHAT_UPLOADS_PER_IDENTITY_PER_MINUTE),
  CHAT_UPLOADS_PER_ADDRESS_PER_MINUTE: z.coerce
    .number()
    .int()
    .positive()
    .default(CHAT_UPLOADS_PER_ADDRESS_PER_MINUTE),
  /** Chat uploads: megabytes one address may upload a day. */
  CHAT_UPLOAD_MB_PER_ADDRESS_PER_DAY: z.coerce
    .number()
    .positive()
    .default(CHAT_UPLOAD_BYTES_PER_ADDRESS_PER_DAY / MB),
  /** Chat uploads: megabytes of files one chat identity may keep stored. */
  CHAT_FILES_QUOTA_MB: z.coerce
    .number()
    .positive()
    .default(CHAT_FILES_QUOTA_BYTES / MB),
  /** Chat files of sessions idle this long are deleted (0: at the next sweep; tests). */
  CHAT_FILE_RETENTION_HOURS: z.coerce.number().min(0).default(CHAT_FILE_RETENTION_HOURS),
  CHAT_FILE_SWEEP_INTERVAL_MS: z.coerce.number().int().positive().default(CHAT_FILE_SWEEP_INTERVAL_MS),
};

/** Caching of public reads. */
const publicReadEnv = {
  /** Public reads: how long an answer is served from this process's memory at most. */
  PUBLIC_READ_CACHE_TTL_SECONDS: z.coerce
    .number()
    .positive()
    .max(3600)
    .default(PUBLIC_READ_CACHE_TTL_SECONDS),
  /** Public reads: Cache-Control max-age for browsers and CDNs (0: every use revalidated by ETag). */
  PUBLIC_READ_MAX_AGE_SECONDS: z.coerce.number().int().min(0).max(3600).default(PUBLIC_READ_MAX_AGE_SECONDS),
};

/** The simulated demo devices, OTA and device sign-in. */
const deviceEnv = {
  /** The demo's devices simulated in the server process (unset: on with DEMO_CONTENT, docs/configuration.md). */
  DEVICE_SIMULATION: z.enum(['true', 'false', '1', '0', '']).default(''),
  /** Chance per telemetry tick that a simulated device gets a fault (it clears by itself). */
  DEVICE_SIMULATION_FAULT_CHANCE: z.coerce.number().min(0).max(1).default(DEVICE_SIMULATION_FAULT_CHANCE),
  /** How long after a reservation the simulated driver plugs in (ms). */
  DEVICE_SIMULATION_PLUG_IN_MS: z.coerce.number().int().min(0).max(600_000).default(3_000),
  /** How long the process running the simulation holds its lease; another takes over after it runs out. */
  DEVICE_SIMULATION_LEASE_MS: z.coerce.number().int().min(1_000).max(600_000).default(SIMULATION_LEASE_MS),
  /** The largest firmware image OTA takes. */
  FIRMWARE_MAX_MB: z.coerce
    .number()
    .positive()
    .max(1024)
    .default(FIRMWARE_MAX_BYTES_DEFAULT / MB),
  /** Failed device sign-ins (socket or firmware download) one address may make in 10 minutes. */
  DEVICE_AUTH_FAILURES_PER_ADDRESS: z.coerce
    .number()
    .int()
    .positive()
    .default(DEVICE_AUTH_FAILURES_PER_ADDRESS),
};

/**
 * Every setting, its environment variable and its default: documented in docs/configuration.md. The areas
 * are spread in this order because a failed parse lists its issues in it. The default paths are inside
 * `serverRoot` (apps/server), which config.ts finds from where it runs: src/ or the bundle in dist/.
 */
export const envSchemaOf = (serverRoot: string) =>
  z.object({
    ...serverEnv(serverRoot),
    ...integrationEnv,
    ...httpEnv,
    ...authEnv,
    ...botEnv(serverRoot),
    ...browserEnv,
    ...liveChatEnv,
    ...chatUploadEnv,
    ...publicReadEnv,
    ...deviceEnv,
  });

/** The settings as parsed, each under its environment variable's name. */
export type Env = z.infer<ReturnType<typeof envSchemaOf>>;

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
