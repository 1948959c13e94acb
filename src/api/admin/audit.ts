import type { AuditDetails, AuditEntry } from '~/contract/admin'
import type { Locale } from '~/lib/locale'
import { auditLogStatements, orderAuditStatement } from './queries/audit-subjects'

// The back-office's view of the append-only audit log. Its rows are written by auditStatement
// (./queries/audit.ts) in the same D1 batch as the change each describes; the page turns each into a sentence
// (src/features/backoffice/audit-sentence.ts) from its action, its subject's name and its details.

export interface AuditFilter {
  /** A person: part of their name or e-mail (accent- and case-insensitive). */
  actor: string
  entity_type: string
  entity_id: string
  /** A subject: part of an order number, product name, event title, coupon code or person's name. */
  subject: string
  from: string
  to: string
  page: number
  per_page: number
}

/** Recorded JSON as flat details: `{transfer: {amount}}` → `{'transfer.amount': …}`, lists as JSON text. */
export function flatDetails(json: string | null): AuditDetails | null {
  if (!json) return null
  const out: AuditDetails = {}
  const walk = (value: unknown, prefix: string) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of Object.entries(value)) walk(v, prefix ? `${prefix}.${k}` : k)
    } else if (Array.isArray(value)) out[prefix] = JSON.stringify(value)
    else if (value === undefined) return
    else out[prefix] = value as string | number | boolean | null
  }
  walk(JSON.parse(json), '')
  return out
}

/** An audit row as D1 returns it: the entry with its recorded states still JSON text. */
export interface Row extends Omit<AuditEntry, 'before' | 'after'> {
  before: string | null
  after: string | null
}

export function toAuditEntry(r: Row): AuditEntry {
  return {
    id: r.id,
    actor_email: r.actor_email,
    actor_name: r.actor_name,
    action: r.action,
    entity_type: r.entity_type,
    entity_id: r.entity_id,
    subject: r.subject,
    before: flatDetails(r.before),
    after: flatDetails(r.after),
    created_at: r.created_at,
  }
}

/**
 * One page of the log, newest first, and how many rows match: one batch. An empty filter is no filter; `from`
 * and `to` are the bounds of the chosen days (`to` exclusive).
 */
export async function auditPage(
  d1: D1Database,
  locale: Locale,
  filter: AuditFilter,
): Promise<{ rows: AuditEntry[]; total: number }> {
  const [count, page] = await d1.batch(auditLogStatements(d1, locale, filter))
  return {
    rows: (page!.results as Row[]).map(toAuditEntry),
    total: (count!.results[0] as { n: number }).n,
  }
}

/** An order's audit rows, oldest first, for its timeline. */
export async function orderAuditRows(d1: D1Database, locale: Locale, orderId: string): Promise<AuditEntry[]> {
  const { results } = await orderAuditStatement(d1, locale, orderId).all<Row>()
  return results.map(toAuditEntry)
}
