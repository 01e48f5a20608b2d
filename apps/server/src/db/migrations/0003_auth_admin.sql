-- Sign-in, roles, accounts, user management, the maintenance notice and the Home hero (docs/product.md §3.3, §3.6).

-- One row per person who signs in. The password is stored only as a scrypt hash string that carries its
-- own salt and parameters. Roles are the spec's ten role names; every user has at least one.
CREATE TABLE users (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_name text NOT NULL CHECK (length(user_name) BETWEEN 1 AND 80),
  first_name text NOT NULL,
  last_name text NOT NULL,
  contact text NOT NULL DEFAULT '',
  roles text[] NOT NULL CHECK (
    cardinality(roles) >= 1
    AND roles <@ ARRAY['SuperAdmin', 'Admin', 'Vendor', 'Installer', 'Customer', 'NewsEditor', 'DeviceUser',
      'DeviceTester', 'Dispatcher', 'Manager']::text[]
  ),
  password_hash text NOT NULL,
  is_welcome_popup_shown boolean NOT NULL DEFAULT false,
  -- True until the user acknowledges the safety instructions (docs/product.md §3.4 "Safety flow").
  is_safety_check boolean NOT NULL DEFAULT true,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- Tokens issued before this instant are refused, so a password change signs out every other session.
  password_changed_at timestamptz NOT NULL DEFAULT now()
);
-- User names are unique whatever their case: 'Admin' and 'admin' are one account.
CREATE UNIQUE INDEX users_user_name_lower ON users (lower(user_name));

-- Sign-in attempts per user name and per address within a fixed window, in the database so that every
-- server process sharing it counts together. An attempt is counted before the password is checked
-- (so parallel guesses cannot slip past the limit) and given back when it succeeds.
CREATE TABLE login_failures (
  scope text NOT NULL CHECK (scope IN ('user', 'address')),
  key text NOT NULL,
  failures integer NOT NULL,
  window_started_at timestamptz NOT NULL,
  PRIMARY KEY (scope, key)
);
CREATE INDEX login_failures_window_started_at ON login_failures (window_started_at);

-- GET /api/Notification/GetAllNotification. The maintenance notice is the one row of kind
-- 'maintenance' and always exists; its message is sanitised HTML.
CREATE TABLE notifications (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL UNIQUE,
  message text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'Inactive' CHECK (status IN ('Inactive', 'Active')),
  updated_by integer REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO notifications (kind, message, status) VALUES ('maintenance', '', 'Inactive');

-- The Home page hero texts admins edit under Update Home Configuration: exactly one row.
CREATE TABLE home_hero (
  id integer PRIMARY KEY CHECK (id = 1),
  before_title text NOT NULL,
  title text NOT NULL,
  text text NOT NULL,
  updated_by integer REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Who last edited a page's tags (Update Home Configuration).
ALTER TABLE seo_entries ADD COLUMN updated_by integer REFERENCES users (id) ON DELETE SET NULL;
