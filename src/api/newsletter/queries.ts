import { run } from '../db/sql'
import { nowIso } from '../clock'

/** A second sign-up of the same address stores nothing twice (the column is UNIQUE, case-insensitive). */
export function addSubscriber(d1: D1Database, email: string, locale: string) {
  return run(
    d1,
    'INSERT INTO newsletter_subscribers (email, locale, created_at) VALUES (?, ?, ?) ON CONFLICT (email) DO NOTHING',
    email,
    locale,
    nowIso(),
  )
}
