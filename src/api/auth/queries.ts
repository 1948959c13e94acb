import { first } from '../db/sql'
import { nowIso } from '../clock'
import type { ProfileChange } from '../profile/queries'

// D1 access of accounts and password resets (migrations/0004_accounts.sql). Sessions: sessions.ts.

export interface NewUser extends ProfileChange {
  password_hash: string
  locale: string
}

/** The new user's id, or null when the e-mail already has an account. */
export async function insertUser(d1: D1Database, u: NewUser): Promise<number | null> {
  const row = await first<{ id: number }>(
    d1,
    `INSERT INTO users (email, first_name, last_name, rut, phone, is_company, business_name, giro, password_hash, locale,
       created_at, updated_at)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?11) ON CONFLICT (email) DO NOTHING RETURNING id`,
    u.email,
    u.first_name,
    u.last_name,
    u.rut,
    u.phone,
    u.is_company,
    u.business_name,
    u.giro,
    u.password_hash,
    u.locale,
    nowIso(),
  )
  return row?.id ?? null
}

export function userForLogin(d1: D1Database, email: string) {
  return first<{ id: number; email: string; first_name: string; password_hash: string }>(
    d1,
    'SELECT id, email, first_name, password_hash FROM users WHERE email = ?1',
    email,
  )
}

export function userForReset(d1: D1Database, email: string) {
  return first<{ id: number; email: string; first_name: string; locale: string }>(
    d1,
    'SELECT id, email, first_name, locale FROM users WHERE email = ?1',
    email,
  )
}

export async function insertPasswordReset(
  d1: D1Database,
  reset: { tokenHash: string; userId: number; createdAt: number; expiresAt: number },
): Promise<void> {
  await d1
    .prepare('INSERT INTO password_resets (token_hash, user_id, created_at, expires_at) VALUES (?1, ?2, ?3, ?4)')
    .bind(reset.tokenHash, reset.userId, reset.createdAt, reset.expiresAt)
    .run()
}

/** Spends a reset link that is unused and unexpired at `at`: the user's id, or null. */
export async function claimPasswordReset(d1: D1Database, tokenHash: string, at: number): Promise<number | null> {
  const row = await first<{ user_id: number }>(
    d1,
    'UPDATE password_resets SET used_at = ?1 WHERE token_hash = ?2 AND used_at IS NULL AND expires_at > ?1 RETURNING user_id',
    at,
    tokenHash,
  )
  return row?.user_id ?? null
}

/** The new password, and every other reset link of the user spent with it. */
export function passwordResetStatements(d1: D1Database, userId: number, hash: string, at: number) {
  return [
    d1.prepare('UPDATE users SET password_hash = ?1, updated_at = ?3 WHERE id = ?2').bind(hash, userId, nowIso()),
    d1.prepare('UPDATE password_resets SET used_at = ?1 WHERE user_id = ?2 AND used_at IS NULL').bind(at, userId),
  ]
}

// Sessions (refresh-token families) and their refresh tokens; the rules live in sessions.ts and guard.ts.

export interface SessionUserRow {
  id: number
  email: string
  first_name: string
  role: string
  created_at: number
}

/** The user of a session that is still live (not revoked), or null. */
export function liveSessionUser(d1: D1Database, sessionId: string, userId: number): Promise<SessionUserRow | null> {
  return first<SessionUserRow>(
    d1,
    `SELECT u.id, u.email, u.first_name, u.role, s.created_at FROM auth_sessions s JOIN users u ON u.id = s.user_id
     WHERE s.id = ?1 AND s.user_id = ?2 AND s.revoked_at IS NULL`,
    sessionId,
    userId,
  )
}

export function insertSession(d1: D1Database, sessionId: string, userId: number, at: number): D1PreparedStatement {
  return d1
    .prepare('INSERT INTO auth_sessions (id, user_id, created_at) VALUES (?1, ?2, ?3)')
    .bind(sessionId, userId, at)
}

export function insertRefreshToken(
  d1: D1Database,
  hash: string,
  sessionId: string,
  at: number,
  expiresAt: number,
): D1PreparedStatement {
  return d1
    .prepare('INSERT INTO refresh_tokens (token_hash, session_id, created_at, expires_at) VALUES (?1, ?2, ?3, ?4)')
    .bind(hash, sessionId, at, expiresAt)
}

export function revokeSessionStatement(
  d1: D1Database,
  sessionId: string,
  at: number,
  reason: string,
): D1PreparedStatement {
  return d1
    .prepare('UPDATE auth_sessions SET revoked_at = ?1, revoked_reason = ?2 WHERE id = ?3 AND revoked_at IS NULL')
    .bind(at, reason, sessionId)
}

/** Revokes every live session of a user but `keep` (null keeps none). */
export function revokeUserSessionsStatement(
  d1: D1Database,
  userId: number,
  at: number,
  reason: string,
  keep: string | null,
): D1PreparedStatement {
  return d1
    .prepare(
      'UPDATE auth_sessions SET revoked_at = ?1, revoked_reason = ?2 WHERE user_id = ?3 AND revoked_at IS NULL AND id IS NOT ?4',
    )
    .bind(at, reason, userId, keep)
}

/**
 * Claims a refresh token atomically: of two concurrent refreshes only one sees rotated_at IS NULL and gets the
 * session back; the other gets null.
 */
export function claimRefreshToken(d1: D1Database, hash: string, at: number): Promise<{ session_id: string } | null> {
  return first<{ session_id: string }>(
    d1,
    'UPDATE refresh_tokens SET rotated_at = ?1 WHERE token_hash = ?2 AND rotated_at IS NULL AND expires_at > ?1 RETURNING session_id',
    at,
    hash,
  )
}

export interface RefreshTokenRow {
  session_id: string
  expires_at: number
  rotated_at: number | null
  revoked_at: number | null
  user_id: number
  email: string
}

export function refreshTokenByHash(d1: D1Database, hash: string): Promise<RefreshTokenRow | null> {
  return first<RefreshTokenRow>(
    d1,
    `SELECT t.session_id, t.expires_at, t.rotated_at, s.revoked_at, u.id AS user_id, u.email
     FROM refresh_tokens t JOIN auth_sessions s ON s.id = t.session_id JOIN users u ON u.id = s.user_id
     WHERE t.token_hash = ?1`,
    hash,
  )
}

export function sessionIdOfRefreshToken(d1: D1Database, hash: string): Promise<{ session_id: string } | null> {
  return first<{ session_id: string }>(d1, 'SELECT session_id FROM refresh_tokens WHERE token_hash = ?1', hash)
}

// Failed sign-ins per account (migration 0044): one conditional upsert per failure, no read first.

/** Counts a failure; a window that started before `windowStart` starts again at `at` with this one. */
export async function recordLoginFailure(d1: D1Database, email: string, at: string, windowStart: string) {
  await d1
    .prepare(
      `INSERT INTO login_failures (email, failures, window_start) VALUES (?1, 1, ?2)
       ON CONFLICT (email) DO UPDATE SET
         failures = CASE WHEN window_start < ?3 THEN 1 ELSE failures + 1 END,
         window_start = CASE WHEN window_start < ?3 THEN ?2 ELSE window_start END`,
    )
    .bind(email.toLowerCase(), at, windowStart)
    .run()
}

/** Failures of the account in the current window. */
export async function loginFailures(d1: D1Database, email: string, windowStart: string): Promise<number> {
  const row = await d1
    .prepare('SELECT failures FROM login_failures WHERE email = ? AND window_start >= ?')
    .bind(email.toLowerCase(), windowStart)
    .first<{ failures: number }>()
  return row?.failures ?? 0
}

export function clearLoginFailures(d1: D1Database, email: string): D1PreparedStatement {
  return d1.prepare('DELETE FROM login_failures WHERE email = ?').bind(email.toLowerCase())
}

/** A password reset clears the account's failures: its owner is never kept behind the captcha. */
export function clearLoginFailuresOfUser(d1: D1Database, userId: number): D1PreparedStatement {
  return d1
    .prepare('DELETE FROM login_failures WHERE email = (SELECT lower(email) FROM users WHERE id = ?)')
    .bind(userId)
}
