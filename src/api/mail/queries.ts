import type { DevMail } from '~/contract/auth'
import { all, insertInto } from '../db/sql'
import { nowIso } from '../clock'

/** The latest messages of the local outbox, newest first (the dev mailbox). */
export function latestOutboxMail(d1: D1Database, limit = 50) {
  return all<DevMail>(
    d1,
    'SELECT id, to_address AS "to", subject, text_body AS text, html_body AS html, created_at FROM mail_outbox ORDER BY id DESC LIMIT ?',
    limit,
  )
}

/** Keeps a message in the local outbox (development and tests, where no mail provider is configured). */
export function saveToOutbox(d1: D1Database, message: { to: string; subject: string; text: string; html?: string }) {
  return insertInto(d1, 'mail_outbox', {
    to_address: message.to,
    subject: message.subject,
    text_body: message.text,
    html_body: message.html ?? null,
    created_at: nowIso(),
  }).run()
}
