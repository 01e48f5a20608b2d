-- The chat assistant (docs/product.md §3.3, §3.4, §3.7): the bots' knowledge base with its full-text index,
-- conversations, the chat log, rate-limit counters, attachments, the chat-form tickets and the safety
-- acknowledgements.

-- One row per section of a knowledge-base markdown file (apps/server/knowledge/{crm,ia}/*.md), loaded at
-- start. Title and heading weigh more than the body in the ranking.
CREATE TABLE bot_passages (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  bot text NOT NULL CHECK (bot IN ('crm', 'ia')),
  document text NOT NULL,
  section text NOT NULL,
  body text NOT NULL,
  -- IA sections that are pure information (specifications, warranty, company) need no safety guidelines.
  safety_guidelines boolean NOT NULL DEFAULT true,
  position integer NOT NULL,
  tsv tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', document || ' ' || section), 'A') || setweight(to_tsvector('english', body), 'B')
  ) STORED,
  UNIQUE (bot, document, section)
);
CREATE INDEX bot_passages_tsv ON bot_passages USING gin (tsv);

-- The hash of each bot's markdown as last loaded: the passages are replaced only when it changes.
CREATE TABLE bot_knowledge_versions (
  bot text PRIMARY KEY CHECK (bot IN ('crm', 'ia')),
  content_hash text NOT NULL,
  loaded_at timestamptz NOT NULL DEFAULT now()
);

-- A chat identity's conversation with one bot. The identity is 'user:<id>' for a signed-in user or
-- 'guest:<session id>' for a guest; delete_history removes the row and its messages.
CREATE TABLE bot_conversations (
  id text PRIMARY KEY,
  bot text NOT NULL CHECK (bot IN ('crm', 'ia')),
  identity_key text NOT NULL,
  user_id integer REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (bot, identity_key)
);

CREATE TABLE bot_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  conversation_id text NOT NULL REFERENCES bot_conversations (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('user', 'bot', 'form')),
  content text NOT NULL,
  response_model text,
  sources jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bot_messages_conversation ON bot_messages (conversation_id, id);

-- POST /bot/{bot}/agent: the chat log, kept when a conversation's history is deleted. File URLs in the
-- message are stored as [File: name] placeholders.
CREATE TABLE bot_chat_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  bot text NOT NULL CHECK (bot IN ('crm', 'ia')),
  identity_key text NOT NULL,
  username text NOT NULL,
  agent text NOT NULL,
  message_type text NOT NULL CHECK (message_type IN ('user', 'agent')),
  message text NOT NULL,
  client_timestamp text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bot_chat_log_identity ON bot_chat_log (identity_key, id);

-- Answer calls per identity and per address within a one-minute window, in the database so that every
-- server process sharing it counts together. Keys are keyed hashes, never the values themselves.
CREATE TABLE bot_rate_counters (
  scope text NOT NULL CHECK (scope IN ('identity', 'address')),
  key text NOT NULL,
  count integer NOT NULL,
  window_started_at timestamptz NOT NULL,
  PRIMARY KEY (scope, key)
);
CREATE INDEX bot_rate_counters_window_started_at ON bot_rate_counters (window_started_at);

-- POST /bot/{bot}/upload_attachments: files stored under DATA_DIR/bot-media/<id>/, served under
-- /bot/media/<id>/<name>; the random id is what makes the address unguessable.
CREATE TABLE bot_attachments (
  id text PRIMARY KEY,
  bot text NOT NULL CHECK (bot IN ('crm', 'ia')),
  identity_key text NOT NULL,
  file_name text NOT NULL,
  content_type text NOT NULL,
  size_bytes bigint NOT NULL,
  uploaded_by_agent boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bot_attachments_identity ON bot_attachments (identity_key);

-- The tickets the agent service's chat forms created, so that POST /bot/{bot}/contact_form accepts only
-- a jira_id the same identity was given. recorded_at is set once the bot recorded it in a conversation.
CREATE TABLE bot_form_tickets (
  ticket_key text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('contact', 'images')),
  identity_key text NOT NULL,
  username text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  recorded_at timestamptz
);

-- POST /api/Auth/DismissSafetyCheck: who acknowledged which version of the safety content, and when;
-- one row per acknowledgement.
CREATE TABLE safety_acknowledgements (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  content_version text NOT NULL,
  acknowledged_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX safety_acknowledgements_user ON safety_acknowledgements (user_id, acknowledged_at);
