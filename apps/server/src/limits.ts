/**
 * The server's own limits of chat sessions, uploads and chat files (the spec's numbers are in
 * packages/contracts). The
 * ones an operator may change are defaults of settings in config.ts (docs/configuration.md); see
 * docs/security-uploads.md for what each one protects.
 */

/** Not in the spec: a text field of a form is short; a token or message far longer is not one. */
export const FORM_FIELD_MAX_BYTES = 16 * 1024;
/** Not in the spec: how many text fields one multipart form may carry unless its route says otherwise. */
export const FORM_FIELDS_MAX = 20;
/** Not in the spec: how many files one chat upload call (`upload_attachments`) may carry. */
export const CHAT_UPLOAD_FILES_MAX = 10;

/**
 * Guest chat sessions the bot issues to one client address an hour without asking anything
 * (auth/chat-session.ts). A visitor keeps one session for as long as the widget's storage lasts; past this
 * share, each new session of the address owes a proof of work that the widget solves in the background
 * (plugins/bot/session-admission.ts): the people behind one shared address keep getting answers, and a
 * client that throws sessions away to escape the per-session answer limit pays for each (docs/security.md).
 */
export const CHAT_SESSIONS_WITHOUT_PROOF_PER_ADDRESS_PER_HOUR = 30;
/**
 * The work of a new chat session's proof at the start of the escalation, as a share of a form captcha's
 * (about a second in a phone's browser): a visitor waits a fifth of that once for their first answer.
 */
export const CHAT_SESSION_PROOF_WORK = 0.2;
/**
 * The most a proof of the limits that escalate costs, in multiples of its base: reached at this many times
 * the free share of calls (auth/proof-of-work.ts). A chat session then costs about 3 s of a phone's time.
 */
export const PROOF_OF_WORK_MAX_FACTOR = 16;
/** A user's sign-in address is one of their own for this long after they last signed in from it. */
export const KNOWN_SIGN_IN_ADDRESS_DAYS = 90;

/** Upload calls (bot upload_attachments, CDN/UploadBotImage) one chat identity may make a minute. */
export const CHAT_UPLOADS_PER_IDENTITY_PER_MINUTE = 10;
/** Upload calls one client address may make a minute, whatever identities it uses. */
export const CHAT_UPLOADS_PER_ADDRESS_PER_MINUTE = 30;
/** Bytes of chat files one client address may upload a day. */
export const CHAT_UPLOAD_BYTES_PER_ADDRESS_PER_DAY = 1024 * 1024 * 1024;
/** Bytes of chat files one chat identity (a guest's session, a signed-in user) may keep stored at once. */
export const CHAT_FILES_QUOTA_BYTES = 200 * 1024 * 1024;

/**
 * Chat files of a session idle this long (and of chats that ended) are deleted. Generous beside the
 * widget's own history expiry (900 s of inactivity, docs/product.md §3.9): an agent may still open a file of a
 * chat that is idle but not over. docs/decisions/0013-uploads.md.
 */
export const CHAT_FILE_RETENTION_HOURS = 24;
/**
 * Not in the spec: how often the embedded database, which has no autovacuum, vacuums and analyses its
 * tables (db/pglite-maintenance.ts). A pass over the demo database takes about 300 ms, one table at a time.
 */
export const PGLITE_MAINTENANCE_INTERVAL_MS = 60 * 60 * 1000;
/** How often every process runs the chat-file retention sweep. */
export const CHAT_FILE_SWEEP_INTERVAL_MS = 10 * 60 * 1000;
/**
 * Files of a chat that ended stay this long: the agent console keeps an ended chat's tab open for an
 * hour (live-chat chat-repository `ofAgent`), so its links still work there.
 */
export const ENDED_CHAT_FILES_KEPT_MS = 60 * 60 * 1000;
/** A temporary upload folder older than this belongs to no request any more (a crash left it). */
export const UPLOAD_TEMP_MAX_AGE_MS = 6 * 60 * 60 * 1000;

/**
 * The public-read cache (http/public-read-cache.ts, docs/decisions/0021-public-read-cache.md).
 * How long an answer is served from memory at most: on PostgreSQL a write reaches every process at once
 * through NOTIFY, and this bounds how long a missed notification can keep an older answer.
 */
export const PUBLIC_READ_CACHE_TTL_SECONDS = 10;
/** Not in the spec: how long a crawler or a CDN may keep /sitemap.xml and /robots.txt. */
export const SITE_MAP_MAX_AGE_SECONDS = 10 * 60;
/** How long a browser or a CDN may keep a public answer before it asks again (with its ETag). */
export const PUBLIC_READ_MAX_AGE_SECONDS = 10;
/** How long past max-age a CDN may still serve an answer while it fetches the next one. */
export const PUBLIC_READ_STALE_WHILE_REVALIDATE_SECONDS = 20;
/**
 * Answers kept at most, and their bytes: every page of every list a visitor can ask for is a key, so
 * without a bound a crawler walking page numbers would grow the process without end.
 */
export const PUBLIC_READ_CACHE_MAX_ENTRIES = 1000;
export const PUBLIC_READ_CACHE_MAX_BYTES = 32 * 1024 * 1024;
/**
 * Server-rendered pages kept in memory (plugins/web/page-cache.ts), by count and by bytes: every address a
 * crawler tries is a key, so the least recently used goes first.
 */
export const RENDERED_PAGE_CACHE_MAX_ENTRIES = 500;
export const RENDERED_PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;

/**
 * How long SIGTERM waits for requests in flight to finish before it closes their connections
 * (docs/deployment.md). Below the 30 s most process managers wait before SIGKILL (systemd's
 * TimeoutStopSec default 90 s, Kubernetes' grace period 30 s), with room for the close hooks after it.
 */
export const SHUTDOWN_DRAIN_MS = 15_000;
/** After the drain, how long the close hooks (log flushes, the database) may take before the process leaves. */
export const SHUTDOWN_HOOKS_MS = 5_000;

/**
 * Feedback calls (POST /bot/{bot}/feedback) one chat identity may make a minute: far above what a person
 * clicking Helpful / Not helpful does, and each call only rates the identity's own answers.
 */
export const BOT_FEEDBACK_PER_IDENTITY_PER_MINUTE = 30;
/** Conversation ids (one per chat identity and bot) one process remembers so an answer needs no lookup. */
export const BOT_CONVERSATION_IDS_CACHED = 50_000;
/**
 * Bot turns waiting to be written (plugins/bot/turn-writer.ts). Past this, an answer waits for its turn
 * to be written: a database that cannot keep up slows answers instead of filling memory.
 */
export const BOT_TURNS_QUEUED_MAX = 5_000;
/** A failed write of queued bot turns is tried again after this long (doubling up to the max). */
export const BOT_TURN_RETRY_MS = 200;
export const BOT_TURN_RETRY_MAX_MS = 5_000;
/**
 * The longest a streamed answer of the language model may take, however steadily it writes
 * (plugins/bot/llm.ts; BOT_LLM_TIMEOUT_MS bounds each wait for its next words): a model repeating itself
 * holds neither the visitor nor a connection for long, and the retrieval answer is sent instead.
 */
export const BOT_LLM_STREAM_MAX_MS = 60_000;
/**
 * The most one event of the model's stream may hold (plugins/bot/llm-stream.ts): a chunk is a few words,
 * so a line this long is a broken stream, not one to keep reading into memory.
 */
export const BOT_LLM_STREAM_EVENT_MAX_CHARS = 64 * 1024;

// The live-agent service's own limits and timings (docs/product.md §3 leaves them to us).

/** A waiting customer gone (no socket anywhere) longer than this loses the request. */
export const WAITING_CUSTOMER_ABSENT_MS = 60_000;
/**
 * A request no available agent has a console open for (one reached only by push, or whose agents all
 * left) waits this long; then the customer is offered the contact form (docs/decisions/0052-agent-web-push.md).
 */
export const UNANSWERED_REQUEST_MS = 180_000;
/** Every process sweeps this often: ends chats of agents gone past the grace, cancels abandoned requests. */
export const LIVE_CHAT_SWEEP_INTERVAL_MS = 5_000;
/** A process that has not beaten for this many sweeps is taken as gone, with its sockets. */
export const NODE_STALE_SWEEPS = 3;

/** Per socket: at most this many events in the window; the rest answer rateLimited. */
export const SOCKET_EVENTS_PER_WINDOW = 30;
export const SOCKET_EVENT_WINDOW_MS = 10_000;
/**
 * An agent's socket carries every chat the agent runs (accepts, replies, resumes of several chats), and
 * agents are signed-in staff: a higher ceiling that still stops a runaway client.
 */
export const AGENT_SOCKET_EVENTS_PER_WINDOW = 600;
/** How long a process keeps both sides of an active chat for "typing" (plugins/live-chat/active-chats.ts). */
export const TYPING_CHAT_KEPT_MS = 10_000;

/**
 * Bounds an unauthenticated visitor cannot lift (docs/security.md). Sockets are held by one process, so
 * their cap is per process; the queue lives in the database, so its caps hold across processes.
 */
export const CUSTOMER_SOCKETS_PER_ADDRESS = 20;
export const WAITING_REQUESTS_PER_ADDRESS = 3;
export const QUEUE_MAX = 100;

/** DELETE /api/CDN/DeleteSessionMedia per address and minute (uploads are limited in the database: limits.ts). */
export const CDN_CALLS_PER_MINUTE = 60;

/**
 * Devices (docs/decisions/0031-devices-and-ota.md): failed
 * device sign-ins one address may make in DEVICE_AUTH_WINDOW_S before it is refused without a check.
 */
export const DEVICE_AUTH_FAILURES_PER_ADDRESS = 30;
export const DEVICE_AUTH_WINDOW_S = 600;
/** Chance per telemetry tick (5 s) that a simulated device gets a fault: about one a device every few hours. */
export const DEVICE_SIMULATION_FAULT_CHANCE = 0.0005;
/** Telemetry is written every this often, one statement for every device heard from
 * (docs/decisions/0031-devices-and-ota.md). */
export const TELEMETRY_FLUSH_MS = 2_000;
/** At most one stored telemetry point per device per this many ms; the latest point is always kept live. */
export const TELEMETRY_STORE_MIN_MS = 4_000;
/** Points older than a day are thinned to one a minute by the hourly sweep, and deleted after this many days. */
export const TELEMETRY_RETENTION_DAYS = 30;
export const TELEMETRY_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/** Events one device socket may send per 10 s before its events are refused. */
export const DEVICE_EVENTS_PER_10S = 200;
/**
 * The simulation lease (several processes on one database): held this long, renewed a third as often; the
 * default of DEVICE_SIMULATION_LEASE_MS.
 */
export const SIMULATION_LEASE_MS = 30_000;

/**
 * How long a client may take to send a whole request that is not an upload (headers and a JSON or form
 * body of at most BODY_LIMIT_BYTES): a body trickled in a byte at a time holds a connection no longer
 * (http/request-deadline.ts, docs/security.md).
 */
export const REQUEST_TIMEOUT_MS = 20_000;
/** How long a multipart upload may take to arrive: a 100 MB chat file at about 1 Mbit/s. */
export const UPLOAD_TIMEOUT_MS = 15 * 60_000;
/** How long a client may take to send a request's headers (Node's default is 60 s). */
export const HEADERS_TIMEOUT_MS = 20_000;
/**
 * How long an idle kept-alive connection stays open. Longer than a proxy's own upstream idle time (nginx:
 * 60 s), so that the proxy, not the server, closes it and never sends a request on a closing connection.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 72_000;

/**
 * Spelling corrections of question words one process remembers per bot (plugins/bot/retrieval/spelling.ts):
 * a word is looked up among the knowledge base's words once, not at every question.
 */
export const BOT_CORRECTIONS_CACHED = 20_000;

/**
 * Conversations whose last question one process remembers, for a follow-up's topic
 * (plugins/bot/answer-question.ts); beyond, or on another process, it is read from the stored turns.
 */
export const BOT_TOPICS_CACHED = 20_000;
