import type { StaffInvitation, StaffMe, StaffMember, StaffRole } from '~/contract/admin'
import { STAFF_INVITATION_TTL_DAYS } from '~/lib/limits'
import type { AuthedUser } from '../auth/guard'
import { randomToken, sha256 } from '../auth/password'
import { revokeUserSessions } from '../auth/sessions'
import { HttpError, type ApiContext } from '../http'
import { sendMailQuietly } from '../public-form'
import { auditStatement } from './queries/audit'
import { adminCopy } from './messages'

// Admins invite staff by e-mail (a single-use link through the mail outbox) and revoke them. Accepting needs
// the invited person signed in with the invited address; revoking ends their sessions at once.

export async function listStaff(c: ApiContext): Promise<{ members: StaffMember[]; invitations: StaffInvitation[] }> {
  const d1 = c.var.d1
  const [members, invitations] = await d1.batch([
    d1.prepare(
      `SELECT id, email, first_name || ' ' || last_name AS name, role, created_at FROM users
       WHERE role IN ('staff', 'admin') ORDER BY role, email`,
    ),
    d1
      .prepare(
        `SELECT email, role, created_at, expires_at FROM staff_invitations
         WHERE accepted_at IS NULL AND revoked_at IS NULL AND expires_at > ? ORDER BY created_at DESC`,
      )
      .bind(new Date().toISOString()),
  ])
  return { members: members!.results as StaffMember[], invitations: invitations!.results as StaffInvitation[] }
}

export async function inviteStaff(
  c: ApiContext,
  admin: StaffMe,
  email: string,
  role: StaffRole,
): Promise<StaffInvitation> {
  const d1 = c.var.d1
  const token = randomToken()
  const expires = new Date(Date.now() + STAFF_INVITATION_TTL_DAYS * 86_400_000).toISOString()
  const invitation = { email: email.toLowerCase(), role, created_at: new Date().toISOString(), expires_at: expires }
  await d1.batch([
    // A new invitation replaces any open one for the same address.
    d1
      .prepare(
        `UPDATE staff_invitations SET revoked_at = ? WHERE email = ? AND accepted_at IS NULL AND revoked_at IS NULL`,
      )
      .bind(invitation.created_at, invitation.email),
    d1
      .prepare('INSERT INTO staff_invitations (token_hash, email, role, invited_by, expires_at) VALUES (?, ?, ?, ?, ?)')
      .bind(await sha256(token), invitation.email, role, admin.id, expires),
    auditStatement(d1, admin, {
      action: 'staff.invite',
      entity: { type: 'user', id: invitation.email },
      after: { role },
    }),
  ])
  const site = (c.env.PUBLIC_SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '')
  const link = `${site}/gestion/invitacion?token=${encodeURIComponent(token)}`
  // The invitation is in Spanish, the back-office's language, whatever the inviting admin's browser asks for.
  const copy = adminCopy('es')
  await sendMailQuietly(
    c,
    {
      to: invitation.email,
      subject: copy.invitationSubject,
      text: copy.invitationText(admin.first_name, role, invitation.email, link),
    },
    'backoffice',
  )
  return invitation
}

export async function acceptInvitation(c: ApiContext, user: AuthedUser, token: string): Promise<{ role: StaffRole }> {
  const d1 = c.var.d1
  const copy = adminCopy(c.var.locale)
  const hash = await sha256(token)
  const invitation = await d1
    .prepare(
      `SELECT email, role, invited_by FROM staff_invitations
       WHERE token_hash = ? AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > ?`,
    )
    .bind(hash, new Date().toISOString())
    .first<{ email: string; role: StaffRole; invited_by: number }>()
  if (!invitation) throw new HttpError(404, copy.invitationInvalid)
  if (invitation.email.toLowerCase() !== user.email.toLowerCase()) throw new HttpError(403, copy.invitationOtherEmail)
  const actor: StaffMe = { id: user.id, email: user.email, first_name: user.first_name, role: invitation.role }
  const results = await d1.batch([
    d1
      .prepare(`UPDATE staff_invitations SET accepted_at = ? WHERE token_hash = ? AND accepted_at IS NULL`)
      .bind(new Date().toISOString(), hash),
    d1.prepare(`UPDATE users SET role = ? WHERE id = ? AND changes() = 1`).bind(invitation.role, user.id),
    auditStatement(
      d1,
      actor,
      {
        action: 'staff.accept',
        entity: { type: 'user', id: user.id },
        before: { role: 'customer' },
        after: { role: invitation.role },
      },
      { sql: 'changes() = 1', bind: [] },
    ),
  ])
  if ((results[0]?.meta.changes ?? 0) !== 1) throw new HttpError(404, copy.invitationInvalid)
  return { role: invitation.role }
}

export async function revokeStaff(
  c: ApiContext,
  admin: StaffMe,
  userId: number,
): Promise<{ id: number; role: 'customer' }> {
  const d1 = c.var.d1
  const copy = adminCopy(c.var.locale)
  if (userId === admin.id) throw new HttpError(409, copy.cannotRevokeSelf)
  const member = await d1
    .prepare(`SELECT id, role FROM users WHERE id = ? AND role IN ('staff', 'admin')`)
    .bind(userId)
    .first<{ id: number; role: StaffRole }>()
  if (!member) throw new HttpError(404, copy.userNotFound)
  await d1.batch([
    d1.prepare(`UPDATE users SET role = 'customer' WHERE id = ?`).bind(userId),
    revokeUserSessions(c, userId, 'staff-revoked'),
    auditStatement(d1, admin, {
      action: 'staff.revoke',
      entity: { type: 'user', id: userId },
      before: { role: member.role },
      after: { role: 'customer' },
    }),
  ])
  return { id: userId, role: 'customer' }
}
