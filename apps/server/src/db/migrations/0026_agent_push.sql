-- Agents' Web Push (docs/decisions/0052-agent-web-push.md): each browser an agent turned "Push alerts" on in
-- is one subscription, kept until the agent turns it off or its push service answers that it is gone.
CREATE TABLE agent_push_subscriptions (
  endpoint text PRIMARY KEY CHECK (length(endpoint) BETWEEN 1 AND 2048),
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  p256dh text NOT NULL,
  auth text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX agent_push_subscriptions_by_user ON agent_push_subscriptions (user_id);

-- The VAPID key pair when none is configured: made once by the first process, one row, so every process of a
-- deployment signs with the same key the browsers subscribed with.
CREATE TABLE agent_push_vapid (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  public_key text NOT NULL,
  private_key text NOT NULL
);
