import type { StaffInvitation, StaffMe, StaffMember, StaffRole } from '~/contract/admin'
import { STAFF_INVITATION_TTL_DAYS } from '~/lib/limits'
import type { AuthedUser } from '../auth/guard'
import { randomToken, sha256 } from '../auth/password'
import { revokeUserSessions } from '../auth/sessions'
import { HttpError, type ApiContext } from '../http'
import { sendMailQuietly } from '../public-form'
import { siteOrigin } from '../site-origin'
import { auditStatement } from './queries/audit'
import { adminCopy } from './messages'
import {
  acceptInvitationStatement,
  demoteToCustomer,
  grantRoleIfAccepted,
  insertInvitation,
  openInvitation,
  openInvitationsStatement,
  revokeOpenInvitations,
  staffMember,
  staffMembersStatement,
} from './queries/staff'

// Admins invite staff by e-mail (a single-use link through the mail outbox) and revoke them. Accepting needs
// the invited person signed in with the invited address; revoking ends their sessions at once.

export async function listStaff(c: ApiContext): Promise<{ members: StaffMember[]; invitations: StaffInvitation[] }> {
  const d1 = c.var.d1
  const [members, invitations] = await d1.batch([
    staffMembersStatement(d1),
    openInvitationsStatement(d1, new Date().toISOString()),
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
    revokeOpenInvitations(d1, invitation.email, invitation.created_at),
    insertInvitation(d1, await sha256(token), invitation.email, role, admin.id, expires),
    auditStatement(d1, admin, {
      action: 'staff.invite',
      entity: { type: 'user', id: invitation.email },
      after: { role },
    }),
  ])
  const site = siteOrigin(c)
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
  const invitation = await openInvitation(d1, hash, new Date().toISOString())
  if (!invitation) throw new HttpError(404, copy.invitationInvalid)
  if (invitation.email.toLowerCase() !== user.email.toLowerCase()) throw new HttpError(403, copy.invitationOtherEmail)
  const actor: StaffMe = { id: user.id, email: user.email, first_name: user.first_name, role: invitation.role }
  const results = await d1.batch([
    acceptInvitationStatement(d1, hash, new Date().toISOString()),
    grantRoleIfAccepted(d1, user.id, invitation.role),
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
  const member = await staffMember(d1, userId)
  if (!member) throw new HttpError(404, copy.userNotFound)
  await d1.batch([
    demoteToCustomer(d1, userId),
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
