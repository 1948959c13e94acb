import type { AuditEntry, StaffMe } from '~/contract/admin'

// The append-only audit log (migration 0020): one row per staff action, written in the same D1 batch as the
// change it describes, so a change without its audit row (or the reverse) cannot happen.

export type AuditEntity = 'order' | 'product' | 'reservation' | 'message' | 'user' | 'content'

export interface AuditRecord {
  action: string
  entity: { type: AuditEntity; id: string | number }
  before?: unknown
  after?: unknown
}

/**
 * The audit row of one action. `onlyIf` makes it conditional on the change it records, inside the same batch:
 * an SQL condition with its bindings (for example the winning transition's token), so a lost update leaves no row.
 */
export function auditStatement(
  d1: D1Database,
  actor: StaffMe,
  record: AuditRecord,
  onlyIf?: { sql: string; bind: unknown[] },
): D1PreparedStatement {
  const values = [
    actor.id,
    actor.email,
    record.action,
    record.entity.type,
    String(record.entity.id),
    record.before === undefined ? null : JSON.stringify(record.before),
    record.after === undefined ? null : JSON.stringify(record.after),
  ]
  return d1
    .prepare(
      `INSERT INTO audit_log (actor_id, actor_email, action, entity_type, entity_id, before, after)
       SELECT ?, ?, ?, ?, ?, ?, ? WHERE ${onlyIf?.sql ?? '1'}`,
    )
    .bind(...values, ...(onlyIf?.bind ?? []))
}

/** Audit values as the back-office shows them: one string per field. */
function flatRecord(json: string | null): Record<string, string> | null {
  if (!json) return null
  const value = JSON.parse(json) as Record<string, unknown>
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]))
}

type AuditRow = Omit<AuditEntry, 'before' | 'after'> & { before: string | null; after: string | null }

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
    d1.prepare(`SELECT count(*) AS n FROM audit_log ${clause}`).bind(...bind),
    d1
      .prepare(`SELECT * FROM audit_log ${clause} ORDER BY id DESC LIMIT ? OFFSET ?`)
      .bind(...bind, filter.per_page, (filter.page - 1) * filter.per_page),
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
