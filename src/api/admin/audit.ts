import type { AuditEntry } from '~/contract/admin'
import { auditCountStatement, auditPageStatement, type AuditRow } from './queries/audit'

// The back-office's view of the append-only audit log. Its rows are written by auditStatement
// (./queries/audit.ts) in the same D1 batch as the change each describes.

/** Audit values as the back-office shows them: one string per field. */
function flatRecord(json: string | null): Record<string, string> | null {
  if (!json) return null
  const value = JSON.parse(json) as Record<string, unknown>
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]))
}

/**
 * One page of the log, newest first, and how many rows match: one batch. An empty filter is no filter; `from`
 * and `to` are the bounds of the chosen days (`to` exclusive).
 */
export async function auditPage(
  d1: D1Database,
  filter: {
    actor: string
    entity_type: string
    entity_id: string
    from: string
    to: string
    page: number
    per_page: number
  },
): Promise<{ rows: AuditEntry[]; total: number }> {
  const conditions = (
    [
      ['actor_email = ?', filter.actor],
      ['entity_type = ?', filter.entity_type],
      ['entity_id = ?', filter.entity_id],
      ['created_at >= ?', filter.from],
      ['created_at < ?', filter.to],
    ] as [string, string][]
  ).filter(([, value]) => value !== '')
  const clause = conditions.length ? `WHERE ${conditions.map(([sql]) => sql).join(' AND ')}` : ''
  const bind = conditions.map(([, value]) => value)
  const [count, page] = await d1.batch([
    auditCountStatement(d1, clause, bind),
    auditPageStatement(d1, clause, bind, filter.per_page, (filter.page - 1) * filter.per_page),
  ])
  const rows = (page!.results as AuditRow[]).map((r): AuditEntry => ({
    id: r.id,
    actor_email: r.actor_email,
    action: r.action,
    entity_type: r.entity_type,
    entity_id: r.entity_id,
    before: flatRecord(r.before),
    after: flatRecord(r.after),
    created_at: r.created_at,
  }))
  return { rows, total: (count!.results[0] as { n: number }).n }
}
