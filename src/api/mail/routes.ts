import { Hono } from 'hono'
import { notFound, ok, type ApiEnv } from '../http'
import { isLocalEnv } from '~/lib/app-env'
import { latestOutboxMail } from './queries'

// The dev mailbox's data (GET /api/_dev/mail): the latest messages of the local outbox.
// Only in local runs (404 elsewhere): it shows password-reset links.
export const devMailRoutes = new Hono<ApiEnv>().get('/', async (c) => {
  if (!isLocalEnv(c.env)) notFound(c)
  return ok(c, await latestOutboxMail(c.var.d1))
})
