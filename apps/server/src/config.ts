import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { AGENT_RECONNECT_GRACE_MS } from '@ohmstead/contracts/live-chat';
import {
  CHAT_FILES_QUOTA_BYTES,
  CHAT_FILE_RETENTION_HOURS,
  CHAT_FILE_SWEEP_INTERVAL_MS,
  CHAT_UPLOADS_PER_ADDRESS_PER_MINUTE,
  CHAT_UPLOADS_PER_IDENTITY_PER_MINUTE,
  CHAT_UPLOAD_BYTES_PER_ADDRESS_PER_DAY,
  CHAT_SESSIONS_WITHOUT_PROOF_PER_ADDRESS_PER_HOUR,
  PGLITE_MAINTENANCE_INTERVAL_MS,
  REQUEST_TIMEOUT_MS,
  UPLOAD_TIMEOUT_MS,
  HEADERS_TIMEOUT_MS,
  KEEP_ALIVE_TIMEOUT_MS,
  PUBLIC_READ_CACHE_TTL_SECONDS,
  PUBLIC_READ_MAX_AGE_SECONDS,
  SHUTDOWN_DRAIN_MS,
  AGENT_SOCKET_EVENTS_PER_WINDOW,
  CUSTOMER_SOCKETS_PER_ADDRESS,
  LIVE_CHAT_SWEEP_INTERVAL_MS,
  QUEUE_MAX,
  WAITING_CUSTOMER_ABSENT_MS,
  WAITING_REQUESTS_PER_ADDRESS,
  DEVICE_AUTH_FAILURES_PER_ADDRESS,
  DEVICE_SIMULATION_FAULT_CHANCE,
  SIMULATION_LEASE_MS,
} from './limits';
import { FIRMWARE_MAX_BYTES_DEFAULT } from '@ohmstead/contracts/ota';

const MB = 1024 * 1024;

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('')
  .transform((value) => value === 'true' || value === '1');

/**
 * A comma list of origins (`https://chat.example.com`) for the Content-Security-Policy: only scheme, host
 * and port, so that a value can never add a keyword such as 'unsafe-inline' or a directive of its own.
 */
const originList = z
  .string()
  .default('')
  .transform((value, context) => parseOrigins(value, context));

/**
 * The pages that may embed the widget: `*` for any, or a comma list of origins. `null` (a sandboxed frame,
 * a file) is no origin and is refused here, so that it is never reflected (docs/security.md).
 */
const widgetOrigins = z
  .string()
  .default('*')
  .transform((value, context) => (value.trim() === '*' ? ['*'] : parseOrigins(value, context)));

function parseOrigins(value: string, context: z.RefinementCtx): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .flatMap((entry) => {
      const origin = originOf(entry);
      if (!origin)
        context.addIssue({
          code: 'custom',
          message: `${entry} is not an origin such as https://chat.example.com`,
        });
      return origin ? [origin] : [];
    });
}

function originOf(entry: string): string | undefined {
  try {
    const url = new URL(entry);
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    return bare && /^(?:https?|wss?):$/.test(url.protocol) && url.host
      ? `${url.protocol}//${url.host}`
      : undefined;
  } catch {
    return undefined;
  }
}

/** Every setting, its environment variable and its default: documented in docs/configuration.md. */
const envSchema = z.object({
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
  BOT_KNOWLEDGE_DIR: z.string().default(path.join(serverRoot, 'knowledge')),
  BOT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
  BOT_RATE_LIMIT_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().positive().default(300),
  BOT_LLM_BASE_URL: z.string().url().optional(),
  BOT_LLM_API_KEY: z.string().optional(),
  BOT_LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  BOT_LLM_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  /** Comma list of origins whose pages may embed the widget and call the chat services; `*` allows any. */
  WIDGET_ALLOWED_ORIGINS: widgetOrigins,
  /** Source maps of the site and the widget are served only when this says so (docs/security-headers.md). */
  SERVE_SOURCE_MAPS: flag,
  /** Extra origins of the site's Content-Security-Policy, by directive (docs/security-headers.md). */
  CSP_CONNECT_SRC: originList,
  CSP_SCRIPT_SRC: originList,
  CSP_IMG_SRC: originList,
  /** Live chat: how long an agent may be gone before its chats end (tests shorten it). */
  LIVE_CHAT_AGENT_GRACE_MS: z.coerce.number().int().positive().default(AGENT_RECONNECT_GRACE_MS),
  /** Live chat: how long a waiting customer may be gone before the request is canceled. */
  LIVE_CHAT_WAITING_ABSENT_MS: z.coerce.number().int().positive().default(WAITING_CUSTOMER_ABSENT_MS),
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
  /** Public reads: how long an answer is served from this process's memory at most. */
  PUBLIC_READ_CACHE_TTL_SECONDS: z.coerce
    .number()
    .positive()
    .max(3600)
    .default(PUBLIC_READ_CACHE_TTL_SECONDS),
  /** Public reads: Cache-Control max-age for browsers and CDNs (0: every use revalidated by ETag). */
  PUBLIC_READ_MAX_AGE_SECONDS: z.coerce.number().int().min(0).max(3600).default(PUBLIC_READ_MAX_AGE_SECONDS),
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
});

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const reasons = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${reasons.join('\n  ')}`);
  }
  const e = parsed.data;
  // Half a bootstrap admin is a mistake worth stopping for; the values themselves are checked when used.
  if (Boolean(e.ADMIN_USERNAME) !== Boolean(e.ADMIN_PASSWORD))
    throw new Error('Invalid configuration:\n  ADMIN_USERNAME and ADMIN_PASSWORD must be set together');
  return {
    port: e.PORT,
    host: e.HOST,
    siteUrl: (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    pgliteSharedBuffers: e.PGLITE_SHARED_BUFFERS,
    pgliteMaintenanceIntervalMs: e.PGLITE_MAINTENANCE_INTERVAL_MS,
    demoContent: e.DEMO_CONTENT,
    demoHistoryScale: e.DEMO_HISTORY_SCALE,
    logLevel: e.LOG_LEVEL,
    assetBase: e.ASSET_BASE.replace(/\/$/, ''),
    assetsDir: e.ASSETS_DIR,
    siteDist: e.SITE_DIST,
    siteServerDist: e.SITE_SERVER_DIST,
    widgetDist: e.WIDGET_DIST,
    serveSourceMaps: e.SERVE_SOURCE_MAPS,
    csp: { connectSrc: e.CSP_CONNECT_SRC, scriptSrc: e.CSP_SCRIPT_SRC, imgSrc: e.CSP_IMG_SRC },
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    timeouts: {
      requestMs: e.REQUEST_TIMEOUT_MS,
      // An upload is a request too: its bound is never the shorter one.
      uploadMs: Math.max(e.UPLOAD_TIMEOUT_MS, e.REQUEST_TIMEOUT_MS),
      // Node refuses a headers timeout longer than the request timeout.
      headersMs: Math.min(e.HEADERS_TIMEOUT_MS, e.REQUEST_TIMEOUT_MS),
      keepAliveMs: e.KEEP_ALIVE_TIMEOUT_MS,
    },
    trustProxyHops: e.TRUST_PROXY_HOPS,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    mail: { contactInbox: e.CONTACT_INBOX, from: e.MAIL_FROM, smtpUrl: e.SMTP_URL },
    jira: {
      baseUrl: e.JIRA_BASE_URL,
      email: e.JIRA_EMAIL,
      apiToken: e.JIRA_API_TOKEN,
      projectId: e.JIRA_PROJECT_ID,
      issueTypeId: e.JIRA_ISSUE_TYPE_ID,
    },
    tickets: {
      timeZone: e.TICKET_TIME_ZONE,
      jiraSyncIntervalSeconds: e.JIRA_SYNC_INTERVAL_SECONDS,
      jiraReadCacheSeconds: e.JIRA_READ_CACHE_SECONDS,
    },
    leads: { externalUrl: e.LEAD_CAPTURE_URL, oid: e.LEAD_OID, externalCaptchaField: e.LEAD_CAPTCHA_FIELD },
    captcha: {
      recaptchaSiteKey: e.RECAPTCHA_SITE_KEY,
      recaptchaSecretKey: e.RECAPTCHA_SECRET_KEY,
      recaptchaVerifyUrl: e.RECAPTCHA_VERIFY_URL,
      altchaHmacKey: e.ALTCHA_HMAC_KEY,
      altchaCost: e.ALTCHA_COST,
    },
    auth: {
      tokenSecret: e.AUTH_TOKEN_SECRET,
      tokenTtlMinutes: e.AUTH_TOKEN_TTL_MINUTES,
      login: {
        maxFailuresPerUser: e.AUTH_LOGIN_MAX_FAILURES_PER_USER,
        maxFailuresPerAddress: e.AUTH_LOGIN_MAX_FAILURES_PER_ADDRESS,
        windowMinutes: e.AUTH_LOGIN_WINDOW_MINUTES,
      },
      bootstrapAdmin:
        e.ADMIN_USERNAME && e.ADMIN_PASSWORD
          ? { userName: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD }
          : undefined,
    },
    bot: {
      knowledgeDir: e.BOT_KNOWLEDGE_DIR,
      mediaDir: path.join(e.DATA_DIR, 'bot-media'),
      rateLimitPerMinute: e.BOT_RATE_LIMIT_PER_MINUTE,
      rateLimitPerAddressPerMinute: e.BOT_RATE_LIMIT_PER_ADDRESS_PER_MINUTE,
      sessionsWithoutProofPerAddressPerHour: e.CHAT_SESSIONS_WITHOUT_PROOF_PER_ADDRESS_PER_HOUR,
      llm: e.BOT_LLM_BASE_URL
        ? {
            baseUrl: e.BOT_LLM_BASE_URL.replace(/\/$/, ''),
            apiKey: e.BOT_LLM_API_KEY,
            model: e.BOT_LLM_MODEL,
            timeoutMs: e.BOT_LLM_TIMEOUT_MS,
          }
        : undefined,
    },
    liveChat: {
      agentGraceMs: e.LIVE_CHAT_AGENT_GRACE_MS,
      waitingAbsentMs: e.LIVE_CHAT_WAITING_ABSENT_MS,
      sweepIntervalMs: e.LIVE_CHAT_SWEEP_INTERVAL_MS,
      agentEventsPerWindow: e.LIVE_CHAT_AGENT_EVENTS_PER_10S,
      socketsPerAddress: e.LIVE_CHAT_SOCKETS_PER_ADDRESS,
      availabilityPerMinute: e.LIVE_CHAT_AVAILABILITY_PER_MINUTE,
      queue: { waitingPerAddress: e.LIVE_CHAT_WAITING_PER_ADDRESS, queueMax: e.LIVE_CHAT_QUEUE_MAX },
    },
    uploads: {
      /** Where the upload receiver streams files before a route keeps them (under DATA_DIR: a rename). */
      tempDir: path.join(e.DATA_DIR, 'upload-tmp'),
      perIdentityPerMinute: e.CHAT_UPLOADS_PER_IDENTITY_PER_MINUTE,
      perAddressPerMinute: e.CHAT_UPLOADS_PER_ADDRESS_PER_MINUTE,
      bytesPerAddressPerDay: Math.floor(e.CHAT_UPLOAD_MB_PER_ADDRESS_PER_DAY * MB),
      chatQuotaBytes: Math.floor(e.CHAT_FILES_QUOTA_MB * MB),
      retentionMs: e.CHAT_FILE_RETENTION_HOURS * 60 * 60 * 1000,
      sweepIntervalMs: e.CHAT_FILE_SWEEP_INTERVAL_MS,
    },
    publicReads: {
      ttlMs: e.PUBLIC_READ_CACHE_TTL_SECONDS * 1000,
      maxAgeSeconds: e.PUBLIC_READ_MAX_AGE_SECONDS,
    },
    devices: {
      simulation:
        e.DEVICE_SIMULATION === ''
          ? e.DEMO_CONTENT
          : e.DEVICE_SIMULATION === 'true' || e.DEVICE_SIMULATION === '1',
      faultChance: e.DEVICE_SIMULATION_FAULT_CHANCE,
      plugInMs: e.DEVICE_SIMULATION_PLUG_IN_MS,
      leaseMs: e.DEVICE_SIMULATION_LEASE_MS,
      firmwareMaxBytes: Math.floor(e.FIRMWARE_MAX_MB * MB),
      authFailuresPerAddress: e.DEVICE_AUTH_FAILURES_PER_ADDRESS,
    },
    widgetAllowedOrigins: e.WIDGET_ALLOWED_ORIGINS,
  };
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * A secret that must survive restarts but need not be configured on one machine:
 * taken from the environment, else created once in the data directory.
 */
export function persistentSecret(dataDir: string, name: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, `${name}.secret`);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
