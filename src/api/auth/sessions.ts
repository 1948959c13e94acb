import { HttpError, copy, type ApiContext } from '../http'
import { signAccessToken } from './jwt'
import { randomToken, sha256 } from './password'
import type { AuthTokens } from '~/contract/auth'
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS } from '~/lib/limits'
import {
  claimRefreshToken,
  insertRefreshToken,
  insertSession,
  refreshTokenByHash,
  revokeSessionStatement,
  revokeUserSessionsStatement,
  sessionIdOfRefreshToken,
} from './queries'

// Refresh-token families. A login opens a session (auth_sessions row) and hands out a refresh
// token; every GET /refresh rotates it. Presenting a token that was already rotated means two parties
// hold it — the family is revoked and both must log in again. One exception: the same token coming back
// within REUSE_GRACE_SECONDS of its rotation is two parallel requests of the same browser racing, not a
// thief (Auth0 calls this the reuse interval); it gets a fresh pair in the same family.
export const REUSE_GRACE_SECONDS = 10

const now = () => Math.floor(Date.now() / 1000)

function tokensPayload(access: string, refresh: string): AuthTokens {
  return {
    access_token: access,
    refresh_token: refresh,
    token_type: 'Bearer',
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    refresh_expires_in: REFRESH_TOKEN_TTL_SECONDS,
  }
}

function insertRefresh(c: ApiContext, sessionId: string, hash: string, at: number) {
  return insertRefreshToken(c.var.d1, hash, sessionId, at, at + REFRESH_TOKEN_TTL_SECONDS)
}

/** Opens a new session (family) for a user who just proved who they are. */
export async function openSession(c: ApiContext, user: { id: number; email: string }): Promise<AuthTokens> {
  const at = now()
  const sessionId = crypto.randomUUID()
  const refresh = randomToken()
  await c.var.d1.batch([
    insertSession(c.var.d1, sessionId, user.id, at),
    insertRefresh(c, sessionId, await sha256(refresh), at),
  ])
  const access = await signAccessToken(c.env, { sub: String(user.id), sid: sessionId, email: user.email }, at)
  return tokensPayload(access, refresh)
}

function refused(c: ApiContext) {
  return new HttpError(401, copy(c.var.locale).unauthorized, undefined, { 'www-authenticate': 'Bearer' })
}

export function revokeSession(c: ApiContext, sessionId: string, reason: string) {
  return revokeSessionStatement(c.var.d1, sessionId, now(), reason)
}

/** Ends every session of a user except `keep` (password change: "a password change ends the other sessions"). */
export function revokeUserSessions(c: ApiContext, userId: number, reason: string, keep?: string) {
  return revokeUserSessionsStatement(c.var.d1, userId, now(), reason, keep ?? null)
}

/** GET /refresh: rotates the presented refresh token; reuse outside the grace window revokes the family. */
export async function rotateRefreshToken(c: ApiContext, presented: string): Promise<AuthTokens> {
  const at = now()
  const hash = await sha256(presented)
  // Claim the token atomically: of two concurrent refreshes only one sees rotated_at IS NULL.
  const claimed = await claimRefreshToken(c.var.d1, hash, at)
  const row = await refreshTokenByHash(c.var.d1, hash)
  if (!row || row.revoked_at !== null || row.expires_at <= at) throw refused(c)
  if (!claimed) {
    const rotatedAgo = at - (row.rotated_at ?? at)
    if (rotatedAgo > REUSE_GRACE_SECONDS) {
      await revokeSession(c, row.session_id, 'refresh-reuse').run()
      throw refused(c)
    }
  }
  const refresh = randomToken()
  await insertRefresh(c, row.session_id, await sha256(refresh), at).run()
  const access = await signAccessToken(c.env, { sub: String(row.user_id), sid: row.session_id, email: row.email }, at)
  return tokensPayload(access, refresh)
}

/** The session a refresh token belongs to (logout with only a refresh token). */
export async function sessionOfRefreshToken(c: ApiContext, presented: string): Promise<string | null> {
  const row = await sessionIdOfRefreshToken(c.var.d1, await sha256(presented))
  return row?.session_id ?? null
}
