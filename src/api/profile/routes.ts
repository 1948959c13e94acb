import { Hono } from 'hono'
import { jsonInput, notFound, ok, parse, type ApiEnv } from '../http'
import { requireUser } from '../auth/guard'
import { findProfile, findPurchase, listAddresses, listPurchases } from './queries'
import { addAddress, changeAddress, changePassword, removeAddress, updateProfile } from './service'
import {
  addressInputSchema,
  idParamSchema,
  passwordChangeSchema,
  profileUpdateSchema,
  purchaseIdParamSchema,
} from '~/contract/profile'

// docs/product.md, The API profile calls. Every handler starts with requireUser and scopes its statements by the caller's id.
export const profileRoutes = new Hono<ApiEnv>()
  // docs/product.md, The API: GET /profile/user — the whole response is the user (no data envelope).
  .get('/user', async (c) => {
    const user = await requireUser(c)
    const profile = await findProfile(c.var.d1, user.id)
    if (!profile) notFound(c)
    return c.json(profile)
  })
  .put('/user', jsonInput(profileUpdateSchema), jsonInput(profileUpdateSchema), async (c) => {
    const user = await requireUser(c)
    const input = c.req.valid('json')
    return ok(c, await updateProfile(c, user.id, input))
  })
  // a password change ends the other sessions (this one stays logged in).
  .put('/user/password', jsonInput(passwordChangeSchema), jsonInput(passwordChangeSchema), async (c) => {
    const user = await requireUser(c)
    const input = c.req.valid('json')
    return ok(c, await changePassword(c, user, input))
  })
  .get('/addresses', async (c) => {
    const user = await requireUser(c)
    return ok(c, await listAddresses(c.var.d1, user.id))
  })
  .post('/addresses', jsonInput(addressInputSchema), jsonInput(addressInputSchema), async (c) => {
    const user = await requireUser(c)
    const input = c.req.valid('json')
    return ok(c, await addAddress(c, user.id, input), undefined, 201)
  })
  .put('/addresses/:id', jsonInput(addressInputSchema), jsonInput(addressInputSchema), async (c) => {
    const user = await requireUser(c)
    const { id } = parse(c, idParamSchema, c.req.param())
    const input = c.req.valid('json')
    return ok(c, await changeAddress(c, user.id, id, input))
  })
  .delete('/addresses/:id', async (c) => {
    const user = await requireUser(c)
    const { id } = parse(c, idParamSchema, c.req.param())
    return ok(c, await removeAddress(c, user.id, id))
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
