import * as Sentry from '@sentry/cloudflare'
import type { MiddlewareHandler } from 'hono'
import { routePath } from 'hono/route'
import type { StaffMe, StaffRole } from '~/contract/admin'
import { STAFF_SESSION_MAX_AGE_SECONDS } from '~/lib/limits'
import { requireUser } from '../auth/guard'
import { HttpError, type ApiContext, type ApiEnv } from '../http'
import { adminCopy } from './messages'

// Every /api/admin call is authorised here, on the server, on every request: no session → 401, an account
// without a staff role → 403 (with nothing else in the body), a staff session signed in more than 12 hours ago
// → 401 until the person signs in again. Admin-only calls add requireAdmin.

export type StaffEnv = ApiEnv & { Variables: ApiEnv['Variables'] & { staff: StaffMe } }

export const staffOnly: MiddlewareHandler<StaffEnv> = async (c, next) => {
  // The session check already read the role and the sign-in time: no second query.
  const user = await requireUser(c as unknown as ApiContext)
  const copy = adminCopy(c.var.locale)
  if (user.role !== 'staff' && user.role !== 'admin') throw new HttpError(403, copy.forbidden)
  if (Date.now() / 1000 - user.signedInAt > STAFF_SESSION_MAX_AGE_SECONDS) {
    throw new HttpError(401, copy.staleSession, { session: [copy.staleSession] }, { 'www-authenticate': 'Bearer' })
  }
  c.set('staff', { id: user.id, email: user.email, first_name: user.first_name, role: user.role as StaffRole })
  // Anything reported while a member of staff acts names them.
  Sentry.setUser({ id: String(user.id), email: user.email })
  await next()
  // A staff action that failed (refused or broken) is reported with who tried it: staff are few, and a refusal
  // they did not expect is worth a look (a 409 race, a transfer that did not match).
  if (c.req.method !== 'GET' && c.res.status >= 400) {
    Sentry.captureMessage(`Staff action failed: ${c.req.method} ${routePath(c, -1)} → ${c.res.status}`, {
      level: c.res.status >= 500 ? 'error' : 'warning',
      user: { id: String(user.id), email: user.email },
      tags: { staff_role: user.role },
    })
  }
}

export const adminOnly: MiddlewareHandler<StaffEnv> = async (c, next) => {
  if (c.var.staff.role !== 'admin') throw new HttpError(403, adminCopy(c.var.locale).adminOnly)
  await next()
}
