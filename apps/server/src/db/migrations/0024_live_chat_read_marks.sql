-- Delivered and read marks of a live chat (docs/decisions/0050-typing-and-read-marks.md): per side, the highest
-- seq its client has received (delivered) and has had on screen (read). Kept on the chat's row, so the marks
-- survive reconnects and reloads and come back with resume and the agent state.
ALTER TABLE live_chats
  ADD COLUMN customer_delivered_seq integer NOT NULL DEFAULT 0,
  ADD COLUMN customer_read_seq integer NOT NULL DEFAULT 0,
  ADD COLUMN agent_delivered_seq integer NOT NULL DEFAULT 0,
  ADD COLUMN agent_read_seq integer NOT NULL DEFAULT 0;
