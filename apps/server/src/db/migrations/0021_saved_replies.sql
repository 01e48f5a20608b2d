-- Saved replies, the team's canned answers (docs/decisions/0045-saved-replies.md). Bodies keep their
-- {customer_name} and {agent_name} as written; the console fills them in. Who wrote a reply is kept while
-- that account exists.
CREATE TABLE saved_replies (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 80),
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  updated_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
