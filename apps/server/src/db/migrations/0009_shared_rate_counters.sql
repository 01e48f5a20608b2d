-- One rate limiter for every limit that must hold across server processes (apps/server/src/http/
-- db-rate-limiter.ts): the bot's answer counters become scopes of a shared table, beside the chat
-- uploads' calls and bytes. Counters only live for a window, so the old rows are simply dropped.
DROP TABLE bot_rate_counters;

-- Fixed-window counters: `scope` is named by the caller (e.g. 'bot-answer:identity',
-- 'chat-upload-bytes:address'), `key` is a keyed hash of the identity or address, never the value itself.
-- `count` holds calls or bytes.
CREATE TABLE rate_counters (
  scope text NOT NULL,
  key text NOT NULL,
  count bigint NOT NULL,
  window_ends_at timestamptz NOT NULL,
  PRIMARY KEY (scope, key)
);
CREATE INDEX rate_counters_window_ends_at ON rate_counters (window_ends_at);

-- The retention sweep (docs/security-uploads.md) finds a chat identity's files and the chats they belong to.
CREATE INDEX live_chat_media_session_key ON live_chat_media (session_key);
CREATE INDEX live_chats_customer_ended ON live_chats (customer_key, ended_at);
