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
 * Guest chat sessions the bot may issue to one client address an hour (auth/chat-session.ts). A visitor
 * keeps one session for as long as the widget's storage lasts; a client that throws its session away to
 * escape the per-session answer limit runs into this one (docs/security.md).
 */
export const CHAT_SESSIONS_PER_ADDRESS_PER_HOUR = 20;

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
 * widget's own history expiry (900 s of inactivity, spec/03 §9): an agent may still open a file of a
 * chat that is idle but not over. docs/decisions.md "Hardening: uploads".
 */
export const CHAT_FILE_RETENTION_HOURS = 24;
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
 * Question words whose lexemes (PostgreSQL's English stemming) one process remembers for the bot's
 * in-memory search (plugins/bot/question-lexemes.ts); a word beyond costs one query the first time.
 */
export const BOT_WORD_LEXEMES_CACHED = 20_000;
/** Conversation ids (one per chat identity and bot) one process remembers so an answer needs no lookup. */
export const BOT_CONVERSATION_IDS_CACHED = 50_000;
/**
 * Bot turns waiting to be written (plugins/bot/turn-writer.ts). Past this, an answer waits for its turn
 * to be written, as before issue 13: a database that cannot keep up slows answers instead of filling memory.
 */
export const BOT_TURNS_QUEUED_MAX = 5_000;
/** A failed write of queued bot turns is tried again after this long (doubling up to the max). */
export const BOT_TURN_RETRY_MS = 200;
export const BOT_TURN_RETRY_MAX_MS = 5_000;
