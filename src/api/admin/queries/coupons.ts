import { all, first } from '../../db/sql'
import { nowIso } from '../../clock'
import { TOTAL_USES, type CouponRow } from '../../coupons/queries'

// D1 access of the back-office's coupons (../coupons.ts holds the rules; the storefront's side is
// src/api/coupons/queries.ts, which also counts a coupon's uses from orders).

/** A coupon as the storefront reads it, plus what staff edit and see: its version and its uses so far. */
export interface AdminCouponRow extends CouponRow {
  version: number
  created_at: string
  uses: number
}

const SELECT = `SELECT c.*, ${TOTAL_USES.replaceAll('?1', 'c.code')} AS uses FROM coupons c`

export function listCouponRows(d1: D1Database, q: string, state: 'all' | 'active' | 'inactive') {
  const where: string[] = []
  const bind: unknown[] = []
  if (q) {
    where.push(`c.code LIKE ? ESCAPE '\\'`)
    bind.push(`%${q.replace(/[%_\\]/g, (m) => `\\${m}`)}%`)
  }
  if (state !== 'all') where.push(state === 'active' ? 'c.active = 1' : 'c.active = 0')
  return all<AdminCouponRow>(
    d1,
    `${SELECT} ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY c.active DESC, c.id DESC LIMIT 500`,
    ...bind,
  )
}

export function findCouponRow(d1: D1Database, id: number) {
  return first<AdminCouponRow>(d1, `${SELECT} WHERE c.id = ?`, id)
}

export function couponCodeOwner(d1: D1Database, code: string) {
  return first<{ id: number }>(d1, 'SELECT id FROM coupons WHERE code = ? COLLATE NOCASE', code)
}

/** A coupon's columns as the back-office writes them (its kind as the form sent it). */
export interface CouponColumns extends Omit<CouponRow, 'id' | 'kind'> {
  kind: string
}

const COLUMNS = [
  'code',
  'kind',
  'value',
  'min_amount',
  'starts_at',
  'expires_at',
  'total_limit',
  'per_customer_limit',
  'auto_apply',
  'active',
] as const

export function insertCouponStatement(d1: D1Database, c: CouponColumns): D1PreparedStatement {
  const at = nowIso()
  return d1
    .prepare(
      `INSERT INTO coupons (${COLUMNS.join(', ')}, created_at, updated_at) VALUES (${COLUMNS.map(() => '?').join(', ')}, ?, ?)`,
    )
    .bind(...COLUMNS.map((k) => c[k]), at, at)
}

/** The conditional update on the version the person saw: `meta.changes` 1 means this one won. */
export function updateCouponStatement(
  d1: D1Database,
  id: number,
  version: number,
  c: Partial<CouponColumns>,
): D1PreparedStatement {
  const keys = COLUMNS.filter((k) => c[k] !== undefined)
  return d1
    .prepare(
      `UPDATE coupons SET ${keys.map((k) => `${k} = ?`).join(', ')}${keys.length ? ', ' : ''}version = version + 1,
       updated_at = ? WHERE id = ? AND version = ?`,
    )
    .bind(...keys.map((k) => c[k]), nowIso(), id, version)
}
