import type { StaffMe } from '~/contract/admin'
import { nowIso } from '../../clock'

// The append-only audit log (migration 0020): one row per staff action, written in the same D1 batch as the
// change it describes, so a change without its audit row (or the reverse) cannot happen.

export type AuditEntity =
  'order' | 'product' | 'reservation' | 'message' | 'user' | 'content' | 'coupon' | 'event' | 'customer'

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
    nowIso(),
  ]
  return d1
    .prepare(
      `INSERT INTO audit_log (actor_id, actor_email, action, entity_type, entity_id, before, after, created_at)
       SELECT ?, ?, ?, ?, ?, ?, ?, ? WHERE ${onlyIf?.sql ?? '1'}`,
    )
    .bind(...values, ...(onlyIf?.bind ?? []))
}
