-- The live-agent service (docs/product.md §3.4 "Live agent flow", §3.7 "Websocket to the chat agent service"): chats
-- and their messages, agents' settings, who is connected where, the files sent in chats, and the table the
-- socket.io PostgreSQL adapter needs to join several server processes.

-- One customer's live chat. customer_key is 'user:<id>' or 'guest:<session id>', as for the bot service.
-- A chat waits in the queue (ordered by requested_at), is taken by one agent, then ends or is canceled.
CREATE TABLE live_chats (
  id uuid PRIMARY KEY,
  customer_key text NOT NULL,
  customer_name text NOT NULL,
  user_name text NOT NULL,
  bot text NOT NULL CHECK (bot IN ('CRM', 'IA')),
  history jsonb NOT NULL DEFAULT '[]'::jsonb,
  status text NOT NULL CHECK (status IN ('waiting', 'active', 'ended', 'canceled')),
  agent_user_id integer REFERENCES users (id) ON DELETE SET NULL,
  agent_name text,
  requested_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  assigned_at timestamptz,
  ended_at timestamptz,
  end_reason text,
  -- Agents who declined this request: it stays in the queue but leaves their list.
  declined_by integer[] NOT NULL DEFAULT '{}',
  -- When the customer was last known connected; a waiting customer gone too long loses the request.
  customer_seen_at timestamptz NOT NULL DEFAULT now()
);
-- One open chat per customer, enforced by the database whatever the number of server processes.
CREATE UNIQUE INDEX live_chats_one_open_per_customer ON live_chats (customer_key)
  WHERE status IN ('waiting', 'active');
CREATE INDEX live_chats_queue ON live_chats (requested_at) WHERE status = 'waiting';
CREATE INDEX live_chats_agent ON live_chats (agent_user_id, requested_at);

-- Messages of a live chat; seq numbers them within the chat (1, 2, 3 …) and client_id is the sender's
-- own id, so a resent message is stored once.
CREATE TABLE live_chat_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  chat_id uuid NOT NULL REFERENCES live_chats (id) ON DELETE CASCADE,
  seq integer NOT NULL,
  client_id text NOT NULL,
  sender_name text NOT NULL,
  is_customer boolean NOT NULL,
  message text NOT NULL,
  attachments jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (chat_id, seq),
  UNIQUE (chat_id, client_id)
);

-- Each agent's own settings, kept across sessions and restarts. last_seen_at is when one of the agent's
-- sockets was last known connected: active chats end only once the agent is gone longer than the grace.
CREATE TABLE live_chat_agents (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  is_available boolean NOT NULL DEFAULT false,
  sound_enabled boolean NOT NULL DEFAULT true,
  last_seen_at timestamptz NOT NULL DEFAULT now()
);

-- Server processes that hold live-chat sockets, and the sockets themselves: presence is cluster-wide. A
-- process that stops beating for a while is taken as gone with all its sockets.
CREATE TABLE live_chat_nodes (
  node_id text PRIMARY KEY,
  seen_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE live_chat_presence (
  socket_id text PRIMARY KEY,
  node_id text NOT NULL REFERENCES live_chat_nodes (node_id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('agent', 'customer')),
  -- The agent's user id, or the customer's key.
  presence_key text NOT NULL,
  connected_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX live_chat_presence_key ON live_chat_presence (kind, presence_key);

-- POST /api/CDN/UploadBotImage: files stored under DATA_DIR/uploads/live-chat/<random>/<name>, served
-- under /assets/uploads/live-chat/…; owner_key is who uploaded ('user:<id>' or 'guest:<session id>').
CREATE TABLE live_chat_media (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  session_key text NOT NULL,
  owner_key text NOT NULL,
  url text NOT NULL UNIQUE,
  file_path text NOT NULL,
  file_name text NOT NULL,
  size_bytes bigint NOT NULL,
  content_type text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX live_chat_media_owner ON live_chat_media (owner_key, session_key);

-- @socket.io/postgres-adapter: payloads too large for a NOTIFY are passed through this table.
CREATE TABLE IF NOT EXISTS socket_io_attachments (
  id bigserial UNIQUE,
  created_at timestamptz DEFAULT now(),
  payload bytea
);
