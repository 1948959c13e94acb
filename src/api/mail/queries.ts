import type { DevMail } from '~/contract/auth'
import { all } from '../db/sql'

/** The latest messages of the local outbox, newest first (the dev mailbox). */
export function latestOutboxMail(d1: D1Database, limit = 50) {
  return all<DevMail>(
    d1,
    'SELECT id, to_address AS "to", subject, text_body AS text, html_body AS html, created_at FROM mail_outbox ORDER BY id DESC LIMIT ?',
    limit,
  )
}
