-- Failed sign-ins per account, whatever the client address (src/api/auth/service.ts, login): past a few in the
-- window every attempt on that account needs the captcha. One row per e-mail, moved by one conditional upsert
-- (a new window starts when the old one is over); a successful sign-in or a password reset clears it.
-- Instants are bound from the API's clock.
CREATE TABLE login_failures (
  email TEXT PRIMARY KEY COLLATE NOCASE,
  failures INTEGER NOT NULL CHECK (failures > 0),
  window_start TEXT NOT NULL
);
