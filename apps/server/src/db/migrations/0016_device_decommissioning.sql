-- Devices after registration (docs/decisions/0032-devices-after-registration.md): staff edit a
-- device's site, owner, installer and location, and decommission it. A decommissioned device keeps its
-- row and its history (telemetry, events, sessions, roll-outs); it has no secret, leaves every active
-- list and may be recommissioned with a new secret.
ALTER TABLE devices
  ADD COLUMN decommissioned_at timestamptz,
  ADD COLUMN decommissioned_by integer REFERENCES users (id) ON DELETE SET NULL;

ALTER TABLE device_events DROP CONSTRAINT device_events_kind_check;
ALTER TABLE device_events ADD CONSTRAINT device_events_kind_check CHECK (kind IN ('registered', 'secret-issued',
  'connected', 'disconnected', 'fault', 'fault-cleared', 'firmware-progress', 'firmware-updated', 'firmware-failed',
  'charging-started', 'charging-stopped', 'command-sent', 'command-acknowledged', 'edited', 'decommissioned',
  'recommissioned'));
