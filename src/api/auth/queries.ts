import { first } from '../db/sql'
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
    `INSERT INTO users (email, first_name, last_name, rut, phone, is_company, business_name, giro, password_hash, locale)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10) ON CONFLICT (email) DO NOTHING RETURNING id`,
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
    d1
      .prepare("UPDATE users SET password_hash = ?1, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?2")
      .bind(hash, userId),
    d1.prepare('UPDATE password_resets SET used_at = ?1 WHERE user_id = ?2 AND used_at IS NULL').bind(at, userId),
  ]
}
