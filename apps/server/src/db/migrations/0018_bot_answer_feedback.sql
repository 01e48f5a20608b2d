-- Feedback on bot answers (docs/decisions/0040-answer-feedback.md): each answer carries an id the server
-- made (BotAnswer.answer_id), stored with the bot's turn, and a chat user rates it Helpful (up) or Not
-- helpful (down) through POST /bot/{bot}/feedback. One rating per answer; a second call replaces it.

-- Null for questions, forms and answers stored before the column existed. 128 random bits: the index need
-- not be unique, and is not, so that a turn write retried after a lost reply (turn-writer.ts) cannot fail.
ALTER TABLE bot_messages ADD COLUMN answer_id text;
CREATE INDEX bot_messages_answer_id ON bot_messages (answer_id) WHERE answer_id IS NOT NULL;

-- The rating goes with its answer: delete_history removes the conversation, its messages and this row.
-- answered_at is the answer's created_at, so that the chat analysis reads the ratings of a range by index.
CREATE TABLE bot_answer_feedback (
  message_id bigint PRIMARY KEY REFERENCES bot_messages (id) ON DELETE CASCADE,
  bot text NOT NULL CHECK (bot IN ('crm', 'ia')),
  rating text NOT NULL CHECK (rating IN ('up', 'down')),
  answered_at timestamptz NOT NULL,
  rated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bot_answer_feedback_by_answer_time ON bot_answer_feedback (answered_at) INCLUDE (rating);
