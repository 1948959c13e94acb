import { Hono } from 'hono'
import { HttpError, copy, jsonBody, ok, parse, type ApiEnv } from '../http'
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
  .post('/register', async (c) => {
    const input = parse(c, registerRequestSchema, await jsonBody(c))
    return ok(c, await register(c, input), undefined, 201)
  })
  .post('/login', async (c) => {
    const input = parse(c, loginRequestSchema, await jsonBody(c))
    return ok(c, await login(c, input.email, input.password))
  })
  .get('/refresh', async (c) => {
    const token = c.var.bearer
    if (!token) throw new HttpError(401, copy(c.var.locale).unauthorized, undefined, { 'www-authenticate': 'Bearer' })
    return ok(c, await rotateRefreshToken(c, token))
  })
  .get('/verify', async (c) => {
    const user = await requireUser(c)
    return ok(c, { id: user.id, email: user.email, first_name: user.first_name })
  })
  .post('/logout', async (c) => {
    const input = parse(c, logoutRequestSchema, await jsonBody(c))
    const claims = c.var.bearer ? await verifyAccessToken(c.env, c.var.bearer) : null
    const sessionId = claims?.sid ?? (input.refresh_token ? await sessionOfRefreshToken(c, input.refresh_token) : null)
    if (!sessionId) throw new HttpError(401, copy(c.var.locale).unauthorized)
    await revokeSession(c, sessionId, 'logout').run()
    return ok(c, { message: authCopy(c.var.locale).loggedOut })
  })
  .post('/recover', async (c) => {
    const input = parse(c, recoverRequestSchema, await jsonBody(c))
    return ok(c, { message: await recover(c, input.email) })
  })
  .post('/reset', async (c) => {
    const input = parse(c, resetRequestSchema, await jsonBody(c))
    return ok(c, { message: await resetPassword(c, input) })
  })
