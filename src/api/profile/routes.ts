import { Hono } from 'hono'
import { copy, HttpError, jsonInput, notFound, ok, parse, type ApiEnv } from '../http'
import { requireUser } from '../auth/guard'
import { authCopy } from '../auth/messages'
import { hashPassword, verifyPassword } from '../auth/password'
import { revokeUserSessions } from '../auth/sessions'
import { communeInRegion, findAddress, findProfile, findPurchase, listAddresses, listPurchases } from './queries'
import {
  addressInputSchema,
  idParamSchema,
  passwordChangeSchema,
  profileUpdateSchema,
  purchaseIdParamSchema,
} from '~/contract/profile'

// docs/product.md, The API profile calls. Every handler starts with requireUser and scopes its statements by the caller's id.
const TOUCH = "updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')"

export const profileRoutes = new Hono<ApiEnv>()
  // docs/product.md, The API: GET /profile/user — the whole response is the user (no data envelope).
  .get('/user', async (c) => {
    const user = await requireUser(c)
    const profile = await findProfile(c.var.d1, user.id)
    if (!profile) notFound(c)
    return c.json(profile)
  })
  .put('/user', jsonInput(profileUpdateSchema), async (c) => {
    const user = await requireUser(c)
    const input = c.req.valid('json')
    const changed = await c.var.d1
      .prepare(
        `UPDATE users SET email = ?1, first_name = ?2, last_name = ?3, rut = ?4, phone = ?5, is_company = ?6,
           business_name = ?7, giro = ?8, ${TOUCH}
         WHERE id = ?9 AND NOT EXISTS (SELECT 1 FROM users o WHERE o.email = ?1 AND o.id <> ?9)
         RETURNING id`,
      )
      .bind(
        input.email,
        input.first_name,
        input.last_name,
        input.rut,
        input.phone,
        input.is_company ? 1 : 0,
        input.is_company ? input.business_name : null,
        input.is_company ? input.giro : null,
        user.id,
      )
      .first()
    if (!changed)
      throw new HttpError(422, copy(c.var.locale).validation, { email: [authCopy(c.var.locale).emailTaken] })
    return ok(c, await findProfile(c.var.d1, user.id))
  })
  // a password change ends the other sessions (this one stays logged in).
  .put('/user/password', jsonInput(passwordChangeSchema), async (c) => {
    const user = await requireUser(c)
    const input = c.req.valid('json')
    const t = authCopy(c.var.locale)
    const row = await c.var.d1
      .prepare('SELECT password_hash FROM users WHERE id = ?1')
      .bind(user.id)
      .first<{ password_hash: string }>()
    if (!row || !(await verifyPassword(input.current_password, row.password_hash))) {
      throw new HttpError(422, copy(c.var.locale).validation, { current_password: [t.wrongCurrentPassword] })
    }
    await c.var.d1.batch([
      c.var.d1
        .prepare(`UPDATE users SET password_hash = ?1, ${TOUCH} WHERE id = ?2`)
        .bind(await hashPassword(input.password), user.id),
      revokeUserSessions(c, user.id, 'password-change', user.sessionId),
    ])
    return ok(c, { message: t.passwordChanged })
  })
  .get('/addresses', async (c) => {
    const user = await requireUser(c)
    return ok(c, await listAddresses(c.var.d1, user.id))
  })
  .post('/addresses', jsonInput(addressInputSchema), async (c) => {
    const user = await requireUser(c)
    const input = c.req.valid('json')
    await assertCommune(c, input.region_id, input.commune_id)
    const row = await c.var.d1
      .prepare(
        'INSERT INTO addresses (user_id, identification, address, apartment, region_id, commune_id) VALUES (?1, ?2, ?3, ?4, ?5, ?6) RETURNING id',
      )
      .bind(user.id, input.identification, input.address, input.apartment, input.region_id, input.commune_id)
      .first<{ id: number }>()
    const address = await findAddress(c.var.d1, user.id, row!.id)
    if (!address) notFound(c)
    return ok(c, address, undefined, 201)
  })
  .put('/addresses/:id', jsonInput(addressInputSchema), async (c) => {
    const user = await requireUser(c)
    const { id } = parse(c, idParamSchema, c.req.param())
    const input = c.req.valid('json')
    await assertCommune(c, input.region_id, input.commune_id)
    const res = await c.var.d1
      .prepare(
        `UPDATE addresses SET identification = ?1, address = ?2, apartment = ?3, region_id = ?4, commune_id = ?5, ${TOUCH}
         WHERE id = ?6 AND user_id = ?7`,
      )
      .bind(input.identification, input.address, input.apartment, input.region_id, input.commune_id, id, user.id)
      .run()
    const address = res.meta.changes === 0 ? null : await findAddress(c.var.d1, user.id, id)
    if (!address) notFound(c)
    return ok(c, address)
  })
  .delete('/addresses/:id', async (c) => {
    const user = await requireUser(c)
    const { id } = parse(c, idParamSchema, c.req.param())
    const res = await c.var.d1.prepare('DELETE FROM addresses WHERE id = ?1 AND user_id = ?2').bind(id, user.id).run()
    if (res.meta.changes === 0) notFound(c)
    return ok(c, { id })
  })
  .get('/purchases', async (c) => {
    const user = await requireUser(c)
    return ok(c, await listPurchases(c.var.d1, user.id))
  })
  .get('/purchases/:id', async (c) => {
    const user = await requireUser(c)
    const { id } = parse(c, purchaseIdParamSchema, c.req.param())
    const purchase = await findPurchase(c.var.d1, user.id, id)
    if (!purchase) notFound(c)
    return ok(c, purchase)
  })

async function assertCommune(c: Parameters<typeof requireUser>[0], regionId: number, communeId: number) {
  if (!(await communeInRegion(c.var.d1, regionId, communeId))) {
    throw new HttpError(422, copy(c.var.locale).validation, { commune_id: [copy(c.var.locale).validation] })
  }
}
