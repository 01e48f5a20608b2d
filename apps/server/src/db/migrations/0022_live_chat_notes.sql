-- Agents' internal notes in a live chat (docs/decisions/0046-internal-notes.md): a table of their own, apart
-- from live_chat_messages, so that nothing that reads or numbers a customer's messages (resume, seq,
-- transcripts sent to customers) can ever see one. The client's id makes a note sent twice one row.
CREATE TABLE live_chat_notes (
  id bigserial PRIMARY KEY,
  chat_id uuid NOT NULL REFERENCES live_chats (id) ON DELETE CASCADE,
  client_id text NOT NULL,
  agent_user_id integer REFERENCES users (id) ON DELETE SET NULL,
  author_name text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (chat_id, client_id)
);
