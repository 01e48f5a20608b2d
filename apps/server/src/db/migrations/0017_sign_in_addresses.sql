-- The addresses each user has signed in from, as keyed hashes (auth/sign-in-guard.ts): while someone else
-- guesses a user's password, a sign-in from one of the user's own addresses is not asked a proof of work
-- (docs/security.md "Limits that escalate"). Rows older than the guard's memory are deleted as it goes.
CREATE TABLE sign_in_addresses (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  address_key text NOT NULL,
  last_signed_in_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, address_key)
);
