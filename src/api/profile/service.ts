import type * as v from 'valibot'
import type { addressInputSchema, passwordChangeSchema, profileUpdateSchema } from '~/contract/profile'
import { HttpError, copy, notFound, type ApiContext } from '../http'
import { authCopy } from '../auth/messages'
import { hashPassword, verifyPassword } from '../auth/password'
import { revokeUserSessions } from '../auth/sessions'
import * as q from './queries'

// Rules of the profile: every call acts for the signed-in user only (the queries scope by user_id, so another
// user's row is not found, never "forbidden").

/** An e-mail another account already has is a field error, not a conflict the shopper cannot act on. */
export async function updateProfile(c: ApiContext, userId: number, input: v.InferOutput<typeof profileUpdateSchema>) {
  const changed = await q.updateUser(c.var.d1, userId, q.profileColumns(input))
  if (!changed) throw new HttpError(422, copy(c.var.locale).validation, { email: [authCopy(c.var.locale).emailTaken] })
  return q.findProfile(c.var.d1, userId)
}

/** A password change needs the current one and ends the other sessions (this one stays signed in). */
export async function changePassword(
  c: ApiContext,
  user: { id: number; sessionId: string },
  input: v.InferOutput<typeof passwordChangeSchema>,
) {
  const t = authCopy(c.var.locale)
  const hash = await q.passwordHash(c.var.d1, user.id)
  if (!hash || !(await verifyPassword(input.current_password, hash))) {
    throw new HttpError(422, copy(c.var.locale).validation, { current_password: [t.wrongCurrentPassword] })
  }
  await c.var.d1.batch([
    q.setPasswordStatement(c.var.d1, user.id, await hashPassword(input.password)),
    revokeUserSessions(c, user.id, 'password-change', user.sessionId),
  ])
  return { message: t.passwordChanged }
}

type AddressInput = v.InferOutput<typeof addressInputSchema>

async function assertCommune(c: ApiContext, regionId: number, communeId: number) {
  if (!(await q.communeInRegion(c.var.d1, regionId, communeId))) {
    throw new HttpError(422, copy(c.var.locale).validation, { commune_id: [copy(c.var.locale).validation] })
  }
}

export async function addAddress(c: ApiContext, userId: number, input: AddressInput) {
  await assertCommune(c, input.region_id, input.commune_id)
  const id = await q.insertAddress(c.var.d1, userId, input)
  return foundAddress(c, userId, id)
}

/** The address as the account shows it (it was just written, so missing means someone deleted it meanwhile). */
async function foundAddress(c: ApiContext, userId: number, id: number) {
  const address = await q.findAddress(c.var.d1, userId, id)
  if (!address) notFound(c)
  return address
}

export async function changeAddress(c: ApiContext, userId: number, id: number, input: AddressInput) {
  await assertCommune(c, input.region_id, input.commune_id)
  if (!(await q.updateAddress(c.var.d1, userId, id, input))) notFound(c)
  return foundAddress(c, userId, id)
}

export async function removeAddress(c: ApiContext, userId: number, id: number) {
  if (!(await q.deleteAddress(c.var.d1, userId, id))) notFound(c)
  return { id }
}
