-- A customer's satisfaction rating of a live chat after it ended (docs/decisions/0049-satisfaction-and-transcript.md):
-- one per chat (the primary key refuses a second), a score of 1 to 5 and an optional comment.
CREATE TABLE live_chat_ratings (
  chat_id uuid PRIMARY KEY REFERENCES live_chats (id) ON DELETE CASCADE,
  score smallint NOT NULL CHECK (score BETWEEN 1 AND 5),
  comment text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX live_chat_ratings_created ON live_chat_ratings (created_at);
