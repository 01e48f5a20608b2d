-- Generated demo history (seed/history): each generator runs once per database.
CREATE TABLE demo_history_runs (
  name text PRIMARY KEY,
  generated_at timestamptz NOT NULL DEFAULT now()
);
