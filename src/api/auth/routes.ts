import { Hono } from 'hono'
import { copy, HttpError, jsonInput, ok, type ApiEnv } from '../http'
import { requireUser } from './guard'
import { verifyAccessToken } from './jwt'
import { authCopy } from './messages'
import { login, recover, register, resetPassword } from './service'
import { revokeSession, rotateRefreshToken, sessionOfRefreshToken } from './sessions'
import {
  loginRequestSchema,
  logoutRequestSchema,
  recoverRequestSchema,
  registerRequestSchema,
  resetRequestSchema,
} from '~/contract/auth'

// docs/product.md, The API auth: POST /register, POST /login, GET /refresh, GET /verify, POST /logout, POST /recover, POST /reset.
// Mounted at the API root. GET /refresh takes the refresh token as its Bearer credential (never in a URL).
export const authRoutes = new Hono<ApiEnv>()
  .post('/register', jsonInput(registerRequestSchema), async (c) => {
    const input = c.req.valid('json')
    return ok(c, await register(c, input), undefined, 201)
  })
  .post('/login', jsonInput(loginRequestSchema), async (c) => {
    const input = c.req.valid('json')
    return ok(c, await login(c, input.email, input.password, input.recaptchaResponse))
  })
  .get('/refresh', async (c) => {
    const token = c.var.bearer
    if (!token) throw new HttpError(401, copy(c.var.locale).unauthorized, undefined, { 'www-authenticate': 'Bearer' })
    return ok(c, await rotateRefreshToken(c, token))
  })
  .get('/verify', async (c) => {
    const user = await requireUser(c)
    // Staff get a link to the back-office in their account menu (the back-office checks the role on every call).
    const staff = user.role === 'staff' || user.role === 'admin'
    return ok(c, { id: user.id, email: user.email, first_name: user.first_name, ...(staff ? { staff } : {}) })
  })
  .post('/logout', jsonInput(logoutRequestSchema), async (c) => {
    const input = c.req.valid('json')
    const claims = c.var.bearer ? await verifyAccessToken(c.env, c.var.bearer) : null
    const sessionId = claims?.sid ?? (input.refresh_token ? await sessionOfRefreshToken(c, input.refresh_token) : null)
    if (!sessionId) throw new HttpError(401, copy(c.var.locale).unauthorized)
    await revokeSession(c, sessionId, 'logout').run()
    return ok(c, { message: authCopy(c.var.locale).loggedOut })
  })
  .post('/recover', jsonInput(recoverRequestSchema), async (c) => {
    const input = c.req.valid('json')
    return ok(c, { message: await recover(c, input.email) })
  })
  .post('/reset', jsonInput(resetRequestSchema), async (c) => {
    const input = c.req.valid('json')
    return ok(c, { message: await resetPassword(c, input) })
  })
