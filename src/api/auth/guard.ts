import { HttpError, copy, type ApiContext } from '../http'
import { verifyAccessToken } from './jwt'
import { liveSessionUser } from './queries'
import type { SessionUser } from '~/contract/auth'

// Who is calling: for every resource that acts for a user (profile, checkout, orders).
//   const user = await requireUser(c)   → { id, email, first_name } or 401
//   const user = await optionalUser(c)  → the same, or null for guests (a bad token is still a 401)
// The Bearer access token is verified (HS256 only, issuer, audience, exp) and its session must still
// be live: logout, a detected refresh-token reuse or a password change end it at once, not in 30 minutes.

export interface AuthedUser extends SessionUser {
  /** The session (refresh-token family) this access token belongs to. */
  sessionId: string
  /** customer, staff or admin (the back-office's guard reads it). */
  role: string
  /** When that session signed in (epoch seconds): staff sessions expire 12 hours after it. */
  signedInAt: number
}

const cache = new WeakMap<Request, Promise<AuthedUser | null>>()

async function resolve(c: ApiContext): Promise<AuthedUser | null> {
  const token = c.var.bearer
  if (!token) return null
  const claims = await verifyAccessToken(c.env, token)
  if (!claims) throw unauthorized(c)
  const row = await liveSessionUser(c.var.d1, claims.sid, Number(claims.sub))
  if (!row) throw unauthorized(c)
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    sessionId: claims.sid,
    role: row.role,
    signedInAt: row.created_at,
  }
}

function unauthorized(c: ApiContext) {
  return new HttpError(401, copy(c.var.locale).unauthorized, undefined, { 'www-authenticate': 'Bearer' })
}

function lookup(c: ApiContext): Promise<AuthedUser | null> {
  let pending = cache.get(c.req.raw)
  if (!pending) {
    pending = resolve(c)
    cache.set(c.req.raw, pending)
  }
  return pending
}

/** The caller, or null for a request without a token. A present but invalid token is refused (401). */
export async function optionalUser(c: ApiContext): Promise<AuthedUser | null> {
  return lookup(c)
}

/** The caller; 401 without a valid, live access token. */
export async function requireUser(c: ApiContext): Promise<AuthedUser> {
  const user = await lookup(c)
  if (!user) throw unauthorized(c)
  return user
}
