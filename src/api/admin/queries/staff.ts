import type { StaffRole } from '~/contract/admin'
import { first } from '../../db/sql'
import { nowIso } from '../../clock'

// D1 access of the back-office's staff management (../staff.ts holds the rules and the batches).

/** Staff and admins, by role then e-mail: rows are StaffMember. */
export function staffMembersStatement(d1: D1Database): D1PreparedStatement {
  return d1.prepare(
    `SELECT id, email, first_name || ' ' || last_name AS name, role, created_at FROM users
     WHERE role IN ('staff', 'admin') ORDER BY role, email`,
  )
}

/** Invitations neither accepted, revoked nor expired at `now`, newest first: rows are StaffInvitation. */
export function openInvitationsStatement(d1: D1Database, now: string): D1PreparedStatement {
  return d1
    .prepare(
      `SELECT email, role, created_at, expires_at FROM staff_invitations
       WHERE accepted_at IS NULL AND revoked_at IS NULL AND expires_at > ? ORDER BY created_at DESC`,
    )
    .bind(now)
}

/** Revokes the open invitations of an address (a new one replaces them). */
export function revokeOpenInvitations(d1: D1Database, email: string, at: string): D1PreparedStatement {
  return d1
    .prepare(
      `UPDATE staff_invitations SET revoked_at = ? WHERE email = ? AND accepted_at IS NULL AND revoked_at IS NULL`,
    )
    .bind(at, email)
}

export function insertInvitation(
  d1: D1Database,
  tokenHash: string,
  email: string,
  role: StaffRole,
  invitedBy: number,
  expiresAt: string,
): D1PreparedStatement {
  return d1
    .prepare(
      'INSERT INTO staff_invitations (token_hash, email, role, invited_by, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .bind(tokenHash, email, role, invitedBy, expiresAt, nowIso())
}

export interface InvitationRow {
  email: string
  role: StaffRole
  invited_by: number
}

/** The invitation of a token if it is still open at `now`, or null. */
export function openInvitation(d1: D1Database, tokenHash: string, now: string): Promise<InvitationRow | null> {
  return first<InvitationRow>(
    d1,
    `SELECT email, role, invited_by FROM staff_invitations
     WHERE token_hash = ? AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > ?`,
    tokenHash,
    now,
  )
}

/** Marks an invitation accepted; changes 0 when another request accepted it first. */
export function acceptInvitationStatement(d1: D1Database, tokenHash: string, at: string): D1PreparedStatement {
  return d1
    .prepare(`UPDATE staff_invitations SET accepted_at = ? WHERE token_hash = ? AND accepted_at IS NULL`)
    .bind(at, tokenHash)
}

/** Gives the role, only right after acceptInvitationStatement changed its row (same batch, `changes() = 1`). */
export function grantRoleIfAccepted(d1: D1Database, userId: number, role: StaffRole): D1PreparedStatement {
  return d1.prepare(`UPDATE users SET role = ? WHERE id = ? AND changes() = 1`).bind(role, userId)
}

/** A staff member or admin, or null for any other user. */
export function staffMember(d1: D1Database, userId: number): Promise<{ id: number; role: StaffRole } | null> {
  return first<{ id: number; role: StaffRole }>(
    d1,
    `SELECT id, role FROM users WHERE id = ? AND role IN ('staff', 'admin')`,
    userId,
  )
}

export function demoteToCustomer(d1: D1Database, userId: number): D1PreparedStatement {
  return d1.prepare(`UPDATE users SET role = 'customer' WHERE id = ?`).bind(userId)
}
