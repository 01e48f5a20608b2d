-- CRM Chat Bot Analysis and the Executive Dashboard (docs/decisions/0020-chat-analysis-and-dashboards.md):
-- what kind of reply the bot gave, the normalised text of each question, hand-offs
-- that found no agent, and the indexes the analysis reads by time.

-- The conversation's bot on each message, so that the analysis counts per bot without a join.
ALTER TABLE bot_messages ADD COLUMN bot text CHECK (bot IN ('crm', 'ia'));
UPDATE bot_messages m SET bot = c.bot FROM bot_conversations c WHERE c.id = m.conversation_id;
ALTER TABLE bot_messages ALTER COLUMN bot SET NOT NULL;

-- The bot's special replies (plugins/bot/intents.ts): null for an answer from the knowledge base and for
-- the no-match answer. An answer with no sources and no intent is one the bot could not answer.
ALTER TABLE bot_messages ADD COLUMN intent text
  CHECK (intent IN ('live-agent', 'image-upload', 'greeting', 'thanks'));

-- Answers stored before the column existed: their texts are the bot's fixed replies (compose-answer.ts).
UPDATE bot_messages SET intent = CASE
    WHEN content = 'Connect live agent' THEN 'live-agent'
    WHEN content = 'Image Upload Request' THEN 'image-upload'
    WHEN content LIKE 'Hello! I''m the Ohmstead Power %' THEN 'greeting'
    WHEN content LIKE 'You''re welcome! %' THEN 'thanks'
  END
  WHERE role = 'bot' AND sources = '[]'::jsonb;

-- "Top questions" group questions by this key: lower case, apostrophes dropped, every run of punctuation
-- and white space one space, trimmed, at most 200 characters.
ALTER TABLE bot_messages ADD COLUMN question_key text GENERATED ALWAYS AS (
  CASE WHEN role = 'user' THEN
    left(btrim(regexp_replace(regexp_replace(lower(content), '[''’]', '', 'g'), '[[:punct:][:space:]]+', ' ', 'g')), 200)
  END
) STORED;

-- Questions by time: conversations per day and top questions read this index alone.
CREATE INDEX bot_messages_questions_by_time ON bot_messages (created_at)
  INCLUDE (bot, conversation_id, question_key) WHERE role = 'user';
-- The answers the analysis reads: special replies and those without a source (a small share of all).
CREATE INDEX bot_messages_special_answers ON bot_messages (created_at)
  INCLUDE (bot, conversation_id, intent) WHERE role = 'bot' AND (intent IS NOT NULL OR sources = '[]'::jsonb);
CREATE INDEX bot_conversations_last_activity ON bot_conversations (updated_at);

-- A request for an agent that found none (no agent available, or the queue full): the widget shows the
-- apology and the contact form, and no live chat is made. A customer asking again within a minute is the
-- same hand-off (plugins/live-chat records one row).
CREATE TABLE live_chat_refusals (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_key text NOT NULL,
  customer_name text NOT NULL,
  bot text NOT NULL CHECK (bot IN ('CRM', 'IA')),
  reason text NOT NULL CHECK (reason IN ('no_agents', 'queue_full')),
  refused_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX live_chat_refusals_by_time ON live_chat_refusals (refused_at);
CREATE INDEX live_chat_refusals_customer ON live_chat_refusals (customer_key, refused_at);

CREATE INDEX live_chats_requested ON live_chats (requested_at);
CREATE INDEX live_chats_customer ON live_chats (customer_key, requested_at);
-- An agent's first message of a chat is its first response.
CREATE INDEX live_chat_messages_agent_turns ON live_chat_messages (chat_id, created_at) WHERE NOT is_customer;

CREATE INDEX safety_acknowledgements_by_time ON safety_acknowledgements (acknowledged_at);
