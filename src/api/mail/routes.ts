import { Hono } from 'hono'
import { notFound, ok, type ApiEnv } from '../http'
import { isLocalEnv } from '~/lib/app-env'
import type { DevMail } from '~/contract/auth'

// The dev mailbox's data (GET /api/_dev/mail): the latest messages of the local outbox.
// Only in local runs (404 elsewhere): it shows password-reset links.
export const devMailRoutes = new Hono<ApiEnv>().get('/', async (c) => {
  if (!isLocalEnv(c.env)) notFound(c)
  const { results } = await c.var.d1
    .prepare(
      'SELECT id, to_address AS "to", subject, text_body AS text, html_body AS html, created_at FROM mail_outbox ORDER BY id DESC LIMIT 50',
    )
    .all<DevMail>()
  return ok(c, results)
})
