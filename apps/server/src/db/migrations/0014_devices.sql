-- Devices (docs/decisions/0031-devices-and-ota.md): the
-- products of the public pages, their components with firmware, firmware releases and their roll-outs,
-- installation sites, the devices themselves with their hashed secrets, what they report, the commands
-- they are sent and the charging sessions of the EV charger app.

-- A model the company sells: a Power Router version, a Power Bridge, a Power Blade, a charge post.
CREATE TABLE products (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code text NOT NULL UNIQUE CHECK (code ~ '^[A-Z0-9][A-Z0-9-]{1,31}$'),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  kind text NOT NULL CHECK (kind IN ('power-router', 'power-bridge', 'power-blade', 'charge-post')),
  description text NOT NULL DEFAULT '',
  rated_power_kw numeric(10, 1) NOT NULL CHECK (rated_power_kw > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A module of a product that runs firmware of its own (controller, power stage, communications).
CREATE TABLE product_components (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE RESTRICT,
  code text NOT NULL CHECK (code ~ '^[a-z0-9][a-z0-9-]{1,31}$'),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  description text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (product_id, code)
);

-- A firmware image of one component: stored under DATA_DIR/firmware by its SHA-256 (storage_key), never
-- served to anyone but a device. The version's parts are kept for ordering (semver, docs/decisions/0031-devices-and-ota.md).
CREATE TABLE firmware_releases (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  component_id integer NOT NULL REFERENCES product_components (id) ON DELETE RESTRICT,
  version text NOT NULL CHECK (length(version) BETWEEN 5 AND 64),
  version_major integer NOT NULL,
  version_minor integer NOT NULL,
  version_patch integer NOT NULL,
  -- Null for a release; a pre-release sorts before the release of the same numbers.
  version_prerelease text,
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  size_bytes bigint NOT NULL CHECK (size_bytes > 0),
  file_name text NOT NULL,
  storage_key text NOT NULL,
  release_notes text NOT NULL DEFAULT '',
  -- Uploaded although a higher version of the component existed (the uploader said so).
  downgrade boolean NOT NULL DEFAULT false,
  uploaded_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (component_id, version)
);

-- Where devices are installed: a depot, a building, a datacenter campus.
CREATE TABLE installation_sites (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL UNIQUE CHECK (length(name) BETWEEN 1 AND 120),
  kind text NOT NULL CHECK (kind IN ('fleet-depot', 'building', 'datacenter', 'public-charging')),
  address text NOT NULL DEFAULT '',
  latitude double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
  -- What a kWh costs at this site's chargers (the EV charger app's summary).
  tariff_per_kwh numeric(6, 3) NOT NULL DEFAULT 0.350 CHECK (tariff_per_kwh >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE devices (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  serial text NOT NULL UNIQUE CHECK (serial ~ '^[A-Z0-9][A-Z0-9-]{3,39}$'),
  product_id integer NOT NULL REFERENCES products (id) ON DELETE RESTRICT,
  site_id integer REFERENCES installation_sites (id) ON DELETE SET NULL,
  -- Who installed it (an Installer sees these) and who owns it (a Customer or Vendor sees these).
  installed_by integer REFERENCES users (id) ON DELETE SET NULL,
  owner_id integer REFERENCES users (id) ON DELETE SET NULL,
  installed_at timestamptz,
  -- A charger anyone with the EV charger app may use (a public hub); otherwise only who may see it.
  public_charging boolean NOT NULL DEFAULT false,
  -- What the device last said about itself: its operating state and its faults.
  state text NOT NULL DEFAULT 'idle' CHECK (state IN ('idle', 'running', 'charging', 'updating', 'fault')),
  faults text[] NOT NULL DEFAULT '{}',
  -- Whether a socket of the device is open on some server process; last_seen_at bounds it (a process that
  -- died cannot say its sockets closed: devices not heard from for a while count as offline).
  connected boolean NOT NULL DEFAULT false,
  -- The socket that set `connected`: a late disconnect of an older socket does not undo a newer connection.
  link_socket text,
  last_seen_at timestamptz,
  last_telemetry jsonb,
  latitude double precision CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision CHECK (longitude BETWEEN -180 AND 180),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX devices_site ON devices (site_id);
CREATE INDEX devices_installed_by ON devices (installed_by);
CREATE INDEX devices_owner ON devices (owner_id);

-- The per-device secret, only as its SHA-256 (it is 32 random bytes: no dictionary to guess from).
CREATE TABLE device_secrets (
  device_id integer PRIMARY KEY REFERENCES devices (id) ON DELETE CASCADE,
  secret_sha256 text NOT NULL CHECK (secret_sha256 ~ '^[0-9a-f]{64}$'),
  issued_at timestamptz NOT NULL DEFAULT now()
);

-- The firmware version each component of a device runs, as the device reported it.
CREATE TABLE device_firmware (
  device_id integer NOT NULL REFERENCES devices (id) ON DELETE CASCADE,
  component_id integer NOT NULL REFERENCES product_components (id) ON DELETE CASCADE,
  version text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (device_id, component_id)
);

-- Telemetry points, written in batches and at most one per device per few seconds (docs/decisions/0031-devices-and-ota.md).
CREATE TABLE device_telemetry (
  device_id integer NOT NULL REFERENCES devices (id) ON DELETE CASCADE,
  at timestamptz NOT NULL,
  power_kw real NOT NULL,
  energy_kwh double precision,
  temperature_c real,
  voltage_v real,
  current_a real,
  soc_percent real,
  PRIMARY KEY (device_id, at)
);

-- What happened to a device: connections, faults, firmware, charging, commands.
CREATE TABLE device_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  device_id integer NOT NULL REFERENCES devices (id) ON DELETE CASCADE,
  at timestamptz NOT NULL DEFAULT now(),
  kind text NOT NULL CHECK (kind IN ('registered', 'secret-issued', 'connected', 'disconnected', 'fault',
    'fault-cleared', 'firmware-progress', 'firmware-updated', 'firmware-failed', 'charging-started',
    'charging-stopped', 'command-sent', 'command-acknowledged')),
  severity text NOT NULL DEFAULT 'info' CHECK (severity IN ('info', 'warning', 'error')),
  message text NOT NULL
);
CREATE INDEX device_events_by_device ON device_events (device_id, at DESC, id DESC);

-- A roll-out of one firmware release to chosen devices, or to a share of the devices of its product.
CREATE TABLE firmware_rollouts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  release_id integer NOT NULL REFERENCES firmware_releases (id) ON DELETE RESTRICT,
  target text NOT NULL CHECK (target IN ('devices', 'percentage')),
  percentage integer CHECK (percentage BETWEEN 1 AND 100),
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A command to a device, kept until the device acknowledges it: sent at once when the device is
-- connected, and again at every connection and at intervals until acknowledged (at most once).
CREATE TABLE device_commands (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  device_id integer NOT NULL REFERENCES devices (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('firmware.update', 'charging.reserve', 'charging.start',
    'charging.stop', 'charging.set-current-limit')),
  payload jsonb NOT NULL,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_sent_at timestamptz,
  send_count integer NOT NULL DEFAULT 0,
  acknowledged_at timestamptz,
  outcome text CHECK (outcome IN ('accepted', 'rejected')),
  outcome_message text
);
CREATE INDEX device_commands_unacknowledged ON device_commands (device_id, id) WHERE acknowledged_at IS NULL;

-- Each device of a roll-out and how far its update went, from the device's own reports.
CREATE TABLE rollout_devices (
  rollout_id integer NOT NULL REFERENCES firmware_rollouts (id) ON DELETE CASCADE,
  device_id integer NOT NULL REFERENCES devices (id) ON DELETE CASCADE,
  command_id bigint REFERENCES device_commands (id) ON DELETE SET NULL,
  phase text NOT NULL DEFAULT 'queued' CHECK (phase IN ('queued', 'accepted', 'downloading', 'verifying',
    'installing', 'succeeded', 'failed', 'rolled-back')),
  progress integer NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  previous_version text,
  message text,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (rollout_id, device_id)
);
CREATE INDEX rollout_devices_device ON rollout_devices (device_id);

-- A charging session of the EV charger app, from the scan to the summary.
CREATE TABLE charging_sessions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  device_id integer NOT NULL REFERENCES devices (id) ON DELETE CASCADE,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  status text NOT NULL CHECK (status IN ('connecting', 'awaiting-plug', 'plugged-in', 'charging',
    'completed', 'stopped', 'failed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  ended_at timestamptz,
  current_limit_a integer CHECK (current_limit_a > 0),
  battery_kwh real,
  start_soc_percent real,
  soc_percent real,
  energy_kwh double precision NOT NULL DEFAULT 0,
  max_power_kw real NOT NULL DEFAULT 0,
  tariff_per_kwh numeric(6, 3) NOT NULL,
  end_reason text
);
CREATE INDEX charging_sessions_user ON charging_sessions (user_id, created_at DESC);
CREATE INDEX charging_sessions_device ON charging_sessions (device_id, created_at DESC);
-- One session at a time per charger: from the scan until it ends.
CREATE UNIQUE INDEX charging_sessions_one_open ON charging_sessions (device_id)
  WHERE status IN ('connecting', 'awaiting-plug', 'plugged-in', 'charging');

-- Which server process runs the demo's simulated devices (DEMO_CONTENT, several processes on one database):
-- one holds the lease and renews it; another takes over once it has run out.
CREATE TABLE device_simulation_lease (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  node text NOT NULL,
  expires_at timestamptz NOT NULL
);
