-- Each agent's limit of active chats at once (docs/decisions/0051-transfer-and-capacity.md): an accept, a
-- transfer or an automatic assignment beyond it is refused. Each agent sets their own, 1 to 10.
ALTER TABLE live_chat_agents ADD COLUMN max_chats integer NOT NULL DEFAULT 3 CHECK (max_chats BETWEEN 1 AND 10);
-- An agent's active chats are counted before every assignment.
CREATE INDEX live_chats_active_by_agent ON live_chats (agent_user_id) WHERE status = 'active';
