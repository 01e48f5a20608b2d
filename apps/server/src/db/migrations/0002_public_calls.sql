-- The calls of the public pages (docs/product.md §1.3, §1.7): captcha proofs, mail outbox, enquiries, tickets, leads,
-- newsletter subscribers.

-- A captcha proof is accepted at most once per purpose (contact-us, create-ticket, web-to-lead).
CREATE TABLE captcha_proof_uses (
  proof_hash text NOT NULL,
  purpose text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (proof_hash, purpose)
);
CREATE INDEX captcha_proof_uses_expires_at ON captcha_proof_uses (expires_at);

-- Every outgoing mail is written here first; a transport (log or SMTP) then delivers it.
CREATE TABLE mail_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL,
  to_address text NOT NULL,
  from_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL,
  headers jsonb NOT NULL DEFAULT '{}'::jsonb,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sending', 'logged', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  delivered_at timestamptz
);
CREATE INDEX mail_outbox_pending ON mail_outbox (status, updated_at) WHERE status IN ('queued', 'sending', 'failed');

-- POST /api/Email/ContactUs: the e-mail request payload of docs/product.md §1.3.
CREATE TABLE enquiries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  company text NOT NULL,
  phone text NOT NULL,
  title text NOT NULL,
  email text NOT NULL,
  comments text NOT NULL,
  is_from_home_page boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The embedded ticket system: every field of the ticket-system issue, keys SUP-<n>.
CREATE SEQUENCE ticket_number_seq;
CREATE TABLE tickets (
  key text PRIMARY KEY DEFAULT ('SUP-' || nextval('ticket_number_seq')),
  project_id text NOT NULL,
  issue_type_id text NOT NULL,
  summary text NOT NULL,
  description jsonb NOT NULL,
  custom_fields jsonb NOT NULL,
  source text NOT NULL CHECK (source IN ('contact-us', 'chatbot')),
  username text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE ticket_attachments (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ticket_key text NOT NULL REFERENCES tickets (key) ON DELETE CASCADE,
  file_name text NOT NULL,
  content_type text NOT NULL,
  size_bytes integer NOT NULL,
  content bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ticket_attachments_ticket_key ON ticket_attachments (ticket_key);

-- POST /api/Lead/WebToLead: the lead-form post fields, every form field except consent.
CREATE TABLE leads (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  oid text NOT NULL,
  ret_url text NOT NULL,
  lead_source text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  company text NOT NULL,
  phone text NOT NULL,
  title text NOT NULL,
  email text NOT NULL,
  message text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- POST /api/Email/Subscribe and /api/Email/Unsubscribe.
CREATE TABLE subscribers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL UNIQUE,
  unsubscribe_token text NOT NULL UNIQUE,
  subscribed_at timestamptz NOT NULL DEFAULT now(),
  unsubscribed_at timestamptz
);
