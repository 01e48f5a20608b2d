import path from 'node:path';
import { type Env, MB } from './env-schema';

// The server's settings area by area, from the parsed environment (config.ts puts them together).

/** The process, its folders and its HTTP server. */
export const serverSettings = (e: Env) => ({
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
});

/** The external systems behind adapters: mail, the ticket system, lead capture and the captcha. */
export const integrationSettings = (e: Env) => ({
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
});

export const authSettings = (e: Env) => ({
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
});

export const botSettings = (e: Env) => ({
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
});

export const liveChatSettings = (e: Env) => ({
  agentGraceMs: e.LIVE_CHAT_AGENT_GRACE_MS,
  waitingAbsentMs: e.LIVE_CHAT_WAITING_ABSENT_MS,
  unansweredMs: e.LIVE_CHAT_UNANSWERED_MS,
  sweepIntervalMs: e.LIVE_CHAT_SWEEP_INTERVAL_MS,
  agentEventsPerWindow: e.LIVE_CHAT_AGENT_EVENTS_PER_10S,
  socketsPerAddress: e.LIVE_CHAT_SOCKETS_PER_ADDRESS,
  availabilityPerMinute: e.LIVE_CHAT_AVAILABILITY_PER_MINUTE,
  queue: { waitingPerAddress: e.LIVE_CHAT_WAITING_PER_ADDRESS, queueMax: e.LIVE_CHAT_QUEUE_MAX },
  autoAssign: e.LIVE_CHAT_AUTO_ASSIGN,
});

/** Agents' Web Push (docs/decisions/0052-agent-web-push.md). */
export function agentPushSettings(e: Env) {
  const publicKey = e.AGENT_PUSH_VAPID_PUBLIC_KEY;
  const privateKey = e.AGENT_PUSH_VAPID_PRIVATE_KEY;
  // Half a key pair is a mistake worth stopping for, as half a bootstrap admin is.
  if (Boolean(publicKey) !== Boolean(privateKey))
    throw new Error(
      'Invalid configuration:\n  AGENT_PUSH_VAPID_PUBLIC_KEY and AGENT_PUSH_VAPID_PRIVATE_KEY must be set together',
    );
  return {
    vapid: publicKey && privateKey ? { publicKey, privateKey } : undefined,
    subject: e.AGENT_PUSH_SUBJECT,
    timeoutMs: e.AGENT_PUSH_TIMEOUT_MS,
  };
}

export const uploadSettings = (e: Env) => ({
  /** Where the upload receiver streams files before a route keeps them (under DATA_DIR: a rename). */
  tempDir: path.join(e.DATA_DIR, 'upload-tmp'),
  perIdentityPerMinute: e.CHAT_UPLOADS_PER_IDENTITY_PER_MINUTE,
  perAddressPerMinute: e.CHAT_UPLOADS_PER_ADDRESS_PER_MINUTE,
  bytesPerAddressPerDay: Math.floor(e.CHAT_UPLOAD_MB_PER_ADDRESS_PER_DAY * MB),
  chatQuotaBytes: Math.floor(e.CHAT_FILES_QUOTA_MB * MB),
  retentionMs: e.CHAT_FILE_RETENTION_HOURS * 60 * 60 * 1000,
  sweepIntervalMs: e.CHAT_FILE_SWEEP_INTERVAL_MS,
});

export const publicReadSettings = (e: Env) => ({
  ttlMs: e.PUBLIC_READ_CACHE_TTL_SECONDS * 1000,
  maxAgeSeconds: e.PUBLIC_READ_MAX_AGE_SECONDS,
});

export const deviceSettings = (e: Env) => ({
  simulation:
    e.DEVICE_SIMULATION === ''
      ? e.DEMO_CONTENT
      : e.DEVICE_SIMULATION === 'true' || e.DEVICE_SIMULATION === '1',
  faultChance: e.DEVICE_SIMULATION_FAULT_CHANCE,
  plugInMs: e.DEVICE_SIMULATION_PLUG_IN_MS,
  leaseMs: e.DEVICE_SIMULATION_LEASE_MS,
  firmwareMaxBytes: Math.floor(e.FIRMWARE_MAX_MB * MB),
  authFailuresPerAddress: e.DEVICE_AUTH_FAILURES_PER_ADDRESS,
});
