-- Accounts (issue 5; spec §3 user, session and address; §7 auth and profile calls; §9 token lifetimes).

-- spec §1: buyers are natural persons or companies (razón social and giro for companies).
CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  rut TEXT NOT NULL,
  phone TEXT NOT NULL DEFAULT '',
  is_company INTEGER NOT NULL DEFAULT 0 CHECK (is_company IN (0, 1)),
  business_name TEXT,
  giro TEXT,
  -- "pbkdf2-sha256$<iterations>$<salt b64url>$<hash b64url>" (src/api/auth/password.ts)
  password_hash TEXT NOT NULL,
  locale TEXT NOT NULL DEFAULT 'es',
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- spec §3 address: identification (nickname such as Casa), address, apartment, region, commune.
CREATE TABLE addresses (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  identification TEXT NOT NULL,
  address TEXT NOT NULL,
  apartment TEXT NOT NULL DEFAULT '',
  region_id INTEGER NOT NULL REFERENCES regions (id),
  commune_id INTEGER NOT NULL REFERENCES communes (id),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX addresses_user ON addresses (user_id, id);

-- One row per login: a refresh-token family. Revoking it (logout, reuse detected, password change)
-- ends every token of the family, and the access tokens that carry its id (claim sid).
CREATE TABLE auth_sessions (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  revoked_at INTEGER,
  revoked_reason TEXT
);
CREATE INDEX auth_sessions_user ON auth_sessions (user_id);

-- Refresh tokens are stored hashed (SHA-256) and rotated on every refresh (rotated_at set on the old one).
CREATE TABLE refresh_tokens (
  token_hash TEXT PRIMARY KEY,
  session_id TEXT NOT NULL REFERENCES auth_sessions (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  rotated_at INTEGER
) WITHOUT ROWID;
CREATE INDEX refresh_tokens_session ON refresh_tokens (session_id);

-- Single-use password reset tokens, valid one hour, stored hashed.
CREATE TABLE password_resets (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
) WITHOUT ROWID;
CREATE INDEX password_resets_user ON password_resets (user_id);

-- Fixed-window counters for login, registration and recovery (429 past the threshold).
CREATE TABLE rate_limits (
  key TEXT PRIMARY KEY,
  window_start INTEGER NOT NULL,
  count INTEGER NOT NULL
) WITHOUT ROWID;

-- The local twin of the mail provider: what would have been sent (dev mailbox at /_dev/mail).
CREATE TABLE mail_outbox (
  id INTEGER PRIMARY KEY,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  text_body TEXT NOT NULL,
  html_body TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
