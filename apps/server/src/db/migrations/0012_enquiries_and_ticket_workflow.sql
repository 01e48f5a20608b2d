-- Contact enquiries with the outcome of each leg, quote requests, and the local record of every
-- ticket the product creates with its workflow (docs/decisions/0019-enquiries-and-tickets.md).

-- Tickets: the local record of every ticket, whichever system holds it (keys SUP-n here, Jira's own keys
-- there), so lists, dashboards and the ownership rule read the same table either way.
ALTER TABLE tickets
  ADD COLUMN system text NOT NULL DEFAULT 'local' CHECK (system IN ('local', 'jira')),
  ADD COLUMN channel text NOT NULL DEFAULT 'contact-page'
    CHECK (channel IN ('contact-page', 'chat-contact', 'chat-images')),
  ADD COLUMN topic text NOT NULL DEFAULT 'general' CHECK (topic IN ('general', 'quote', 'product-support')),
  ADD COLUMN reporter_name text NOT NULL DEFAULT '',
  -- Lower case: a customer's tickets are those with the customer's address or user id.
  ADD COLUMN reporter_email text NOT NULL DEFAULT '',
  ADD COLUMN user_id integer REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'in_progress', 'resolved', 'closed')),
  ADD COLUMN assignee_id integer REFERENCES users (id) ON DELETE SET NULL,
  -- Kept on the row for the dashboards: the first staff comment and the first move to resolved.
  ADD COLUMN first_response_at timestamptz,
  ADD COLUMN resolved_at timestamptz,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
  -- Jira only: when the row was last brought in step with the issue in Jira.
  ADD COLUMN synced_at timestamptz,
  -- What the list's search reads: one column instead of four (docs/benchmarks.md: 10,000 tickets).
  ADD COLUMN search_text text GENERATED ALWAYS AS (
    lower(key || ' ' || reporter_name || ' ' || reporter_email || ' ' || summary)
  ) STORED;

UPDATE tickets t SET channel = CASE WHEN f.kind = 'images' THEN 'chat-images' ELSE 'chat-contact' END
  FROM bot_form_tickets f WHERE f.ticket_key = t.key;
UPDATE tickets SET channel = 'chat-contact' WHERE source = 'chatbot' AND channel = 'contact-page';
UPDATE tickets SET reporter_email = lower(substring(description::text FROM 'mailto:([^"]+)"'))
  WHERE description::text LIKE '%mailto:%';
UPDATE tickets SET updated_at = created_at;

CREATE INDEX tickets_created_at ON tickets (created_at);
CREATE INDEX tickets_reporter_email ON tickets (reporter_email, created_at);
CREATE INDEX tickets_user_id ON tickets (user_id, created_at) WHERE user_id IS NOT NULL;
CREATE INDEX tickets_status ON tickets (status, created_at);

-- Comments on a ticket: plain text, by staff (the first one is the ticket's first response) or by the
-- customer whose ticket it is. remote_id: the comment's id in Jira.
CREATE TABLE ticket_comments (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ticket_key text NOT NULL REFERENCES tickets (key) ON DELETE CASCADE,
  author_id integer REFERENCES users (id) ON DELETE SET NULL,
  author_name text NOT NULL,
  by_staff boolean NOT NULL,
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 4000),
  remote_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ticket_comments_ticket ON ticket_comments (ticket_key, created_at);
CREATE UNIQUE INDEX ticket_comments_remote ON ticket_comments (ticket_key, remote_id) WHERE remote_id IS NOT NULL;

-- Every status a ticket took, who set it and when; the first row of a ticket is its creation (no from).
CREATE TABLE ticket_status_history (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ticket_key text NOT NULL REFERENCES tickets (key) ON DELETE CASCADE,
  from_status text CHECK (from_status IN ('open', 'in_progress', 'resolved', 'closed')),
  to_status text NOT NULL CHECK (to_status IN ('open', 'in_progress', 'resolved', 'closed')),
  changed_by integer REFERENCES users (id) ON DELETE SET NULL,
  changed_by_name text NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT now(),
  -- +1 when the ticket joins the open backlog (open, in progress), -1 when it leaves it: summed up to an
  -- instant, the backlog at that instant.
  backlog_delta smallint GENERATED ALWAYS AS (
    (CASE WHEN to_status IN ('open', 'in_progress') THEN 1 ELSE 0 END)
    - (CASE WHEN from_status IN ('open', 'in_progress') THEN 1 ELSE 0 END)
  ) STORED
);
CREATE INDEX ticket_status_history_ticket ON ticket_status_history (ticket_key, changed_at);
CREATE INDEX ticket_status_history_changed_at ON ticket_status_history (changed_at);
INSERT INTO ticket_status_history (ticket_key, from_status, to_status, changed_by_name, changed_at)
  SELECT key, NULL, 'open', 'Website', created_at FROM tickets;

-- Enquiries: the contact page's (three legs: mail, ticket, lead, tied together by the submission id the
-- page sends with each call) and the chat forms' (one leg: the ticket). A leg is 'none' where the
-- submission has no such leg or was not correlated (a caller that sent no submission id).
ALTER TABLE enquiries
  ADD COLUMN submission_id uuid UNIQUE,
  ADD COLUMN channel text NOT NULL DEFAULT 'contact-page'
    CHECK (channel IN ('contact-page', 'chat-contact', 'chat-images')),
  ADD COLUMN topic text NOT NULL DEFAULT 'general' CHECK (topic IN ('general', 'quote', 'product-support')),
  -- The name in two parts, as the ticket call and the chat forms carry it (a retried ticket or lead needs it).
  ADD COLUMN first_name text,
  ADD COLUMN last_name text,
  ADD COLUMN serial_number text,
  ADD COLUMN username text NOT NULL DEFAULT 'guest',
  ADD COLUMN user_id integer REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN mail_id bigint REFERENCES mail_outbox (id) ON DELETE SET NULL,
  -- awaited: the page has not made the call yet; creating: claimed by one request (a retry never makes a
  -- second ticket); created; failed with the reason.
  ADD COLUMN ticket_state text NOT NULL DEFAULT 'none'
    CHECK (ticket_state IN ('none', 'awaited', 'creating', 'created', 'failed')),
  ADD COLUMN ticket_key text REFERENCES tickets (key) ON DELETE SET NULL,
  ADD COLUMN ticket_error text,
  ADD COLUMN ticket_attempted_at timestamptz,
  -- external: the visitor's browser posted the lead to an outside service, which does not report back.
  ADD COLUMN lead_state text NOT NULL DEFAULT 'none'
    CHECK (lead_state IN ('none', 'awaited', 'stored', 'failed', 'external')),
  ADD COLUMN lead_id bigint REFERENCES leads (id) ON DELETE SET NULL,
  ADD COLUMN lead_error text,
  ADD COLUMN lead_attempted_at timestamptz,
  -- A quote request: asks for a quote (topic) or sends equipment images (the chat's images form).
  ADD COLUMN is_quote boolean GENERATED ALWAYS AS (topic = 'quote' OR channel = 'chat-images') STORED,
  ADD COLUMN quote_status text NOT NULL DEFAULT 'new' CHECK (quote_status IN ('new', 'quoted', 'closed')),
  ADD COLUMN quote_status_by integer REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN quote_status_at timestamptz,
  -- What the lists' search reads: one column instead of four (docs/benchmarks.md: 10,000 enquiries).
  ADD COLUMN search_text text GENERATED ALWAYS AS (
    lower(name || ' ' || email || ' ' || company || ' ' || coalesce(serial_number, '') || ' '
      || coalesce(ticket_key, ''))
  ) STORED;

CREATE INDEX enquiries_created_at ON enquiries (created_at);
CREATE INDEX enquiries_quotes ON enquiries (created_at) WHERE is_quote;
CREATE INDEX enquiries_failed_legs ON enquiries (created_at) WHERE ticket_state = 'failed' OR lead_state = 'failed';
CREATE INDEX enquiries_mail_id ON enquiries (mail_id);
CREATE INDEX enquiries_ticket_key ON enquiries (ticket_key);
