-- The live-chat queue is bounded (docs/security.md): per address and overall. A request
-- remembers a keyed hash of the customer's address, never the address itself.
ALTER TABLE live_chats ADD COLUMN customer_address text NOT NULL DEFAULT '';
CREATE INDEX live_chats_waiting_by_address ON live_chats (customer_address) WHERE status = 'waiting';

-- Agents receive a summary of each request; the conversation before it (`history`, the server's own
-- record) is read only when an agent opens it. The summary's parts are kept beside it.
ALTER TABLE live_chats ADD COLUMN history_count integer NOT NULL DEFAULT 0;
ALTER TABLE live_chats ADD COLUMN last_message text NOT NULL DEFAULT '';
