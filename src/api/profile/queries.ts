import type {
  PurchaseEvent,
  Address,
  PurchaseDetail,
  PurchaseItem,
  PurchaseSummary,
  UserProfile,
} from '~/contract/profile'
import type { PaymentNote } from '~/contract/checkout'
import { orderTotals, type OrderMoney } from '~/lib/totals'
import { orderMoneyColumns } from '../db/order-money'
import type { UserRow } from '../db/user-row'
import { nowIso } from '../clock'

// D1 access of the profile resource. Every statement is scoped by user_id: object-level authorisation
// lives in the WHERE clause, so another user's row is simply not found (404), never "forbidden".

export function toProfile(row: UserRow): UserProfile {
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    rut: row.rut,
    phone: row.phone,
    is_company: row.is_company === 1,
    business_name: row.business_name ?? '',
    giro: row.giro ?? '',
    created_at: row.created_at,
  }
}

export async function findProfile(d1: D1Database, userId: number): Promise<UserProfile | null> {
  const row = await d1
    .prepare(
      'SELECT id, email, first_name, last_name, rut, phone, is_company, business_name, giro, created_at FROM users WHERE id = ?1',
    )
    .bind(userId)
    .first<UserRow>()
  return row ? toProfile(row) : null
}

const ADDRESS_SELECT = `SELECT a.id, a.identification, a.address, a.apartment, a.region_id, r.name AS region, a.commune_id, c.name AS commune
  FROM addresses a JOIN regions r ON r.id = a.region_id JOIN communes c ON c.id = a.commune_id`

export async function listAddresses(d1: D1Database, userId: number): Promise<Address[]> {
  const { results } = await d1
    .prepare(`${ADDRESS_SELECT} WHERE a.user_id = ?1 ORDER BY a.id`)
    .bind(userId)
    .all<Address>()
  return results
}

export async function findAddress(d1: D1Database, userId: number, id: number): Promise<Address | null> {
  return d1.prepare(`${ADDRESS_SELECT} WHERE a.user_id = ?1 AND a.id = ?2`).bind(userId, id).first<Address>()
}

/** True when the commune belongs to the region (an address cannot mix them). */
export async function communeInRegion(d1: D1Database, regionId: number, communeId: number): Promise<boolean> {
  const row = await d1
    .prepare('SELECT 1 AS ok FROM communes WHERE id = ?1 AND region_id = ?2')
    .bind(communeId, regionId)
    .first()
  return row !== null
}

// Purchases come from the checkout's `orders` table (migration 0005, cart issue): orders where user_id is
// the caller. Until that migration is applied the table may be missing: the list is then empty, not an error.
function missingTable(err: unknown): boolean {
  return err instanceof Error && /no such table/i.test(err.message)
}

interface OrderRow extends OrderMoney {
  id: string
  number: string
  status: string
  delivery_method: string
  delivery: string
  document: string
  payment_platform: string
  tracking_number: string | null
  estimated_delivery: string | null
  created_at: string
}

const ORDER_COLUMNS = `id, number, status, ${orderMoneyColumns()}, delivery_method, delivery, document,
  payment_platform, tracking_number, estimated_delivery, created_at`

function toSummary(row: Pick<OrderRow, 'id' | 'number' | 'status' | 'total' | 'created_at'>): PurchaseSummary {
  return { id: row.id, number: row.number, status: row.status, total: row.total, created_at: row.created_at }
}

export async function listPurchases(d1: D1Database, userId: number): Promise<PurchaseSummary[]> {
  try {
    const { results } = await d1
      .prepare(
        'SELECT id, number, status, total, created_at FROM orders WHERE user_id = ?1 ORDER BY created_at DESC LIMIT 200',
      )
      .bind(userId)
      .all<OrderRow>()
    return results.map(toSummary)
  } catch (err) {
    if (missingTable(err)) return []
    throw err
  }
}

function deliveryComment(json: string): string | null {
  try {
    const value = (JSON.parse(json) as { comment?: unknown }).comment
    return typeof value === 'string' && value.trim() ? value : null
  } catch {
    return null
  }
}

export async function findPurchase(d1: D1Database, userId: number, id: string): Promise<PurchaseDetail | null> {
  let rows: [D1Result<OrderRow>, D1Result<PurchaseItem>, D1Result<PurchaseEvent>, D1Result<PaymentNote>]
  try {
    rows = (await d1.batch([
      d1.prepare(`SELECT ${ORDER_COLUMNS} FROM orders WHERE id = ?1 AND user_id = ?2`).bind(id, userId),
      // Items only of an order the caller owns (the join repeats the ownership check).
      d1
        .prepare(
          `SELECT i.sku, i.name, i.qty, i.price, i.reference_price, i.product_type FROM order_items i JOIN orders o ON o.id = i.order_id
           WHERE i.order_id = ?1 AND o.user_id = ?2 ORDER BY i.name`,
        )
        .bind(id, userId),
      // What happened to it and when (status changes with the staff's notes: courier and code, a cancel's reason).
      d1
        .prepare(
          `SELECT e.status, e.created_at AS date, e.note FROM order_events e JOIN orders o ON o.id = e.order_id
           WHERE e.order_id = ?1 AND o.user_id = ?2 ORDER BY e.created_at, e.rowid`,
        )
        .bind(id, userId),
      // Card payments that did not become its payment (closed for a newer attempt, given back), told in words.
      d1
        .prepare(
          `SELECT p.status AS kind, p.amount, p.updated_at AS at FROM payments p JOIN orders o ON o.id = p.order_id
           WHERE p.order_id = ?1 AND o.user_id = ?2 AND p.status IN ('superseded', 'reversed', 'reversal_failed')
           ORDER BY p.created_at, p.rowid`,
        )
        .bind(id, userId),
    ])) as [D1Result<OrderRow>, D1Result<PurchaseItem>, D1Result<PurchaseEvent>, D1Result<PaymentNote>]
  } catch (err) {
    if (missingTable(err)) return null
    throw err
  }
  const row = rows[0].results[0]
  if (!row) return null
  return {
    ...toSummary(row),
    dispatch_type: row.delivery_method,
    payment_method: row.payment_platform,
    document: row.document,
    dispatch_cost: row.shipping,
    subtotal: row.subtotal,
    discount: row.discount,
    comment: deliveryComment(row.delivery),
    tracking_number: row.tracking_number,
    estimated_delivery: row.estimated_delivery,
    purchase_date: row.created_at,
    items: rows[1].results,
    totals: orderTotals(row, rows[1].results),
    history: rows[2].results,
    payment_notes: rows[3].results,
  }
}

export interface ProfileChange {
  email: string
  first_name: string
  last_name: string
  rut: string
  phone: string
  is_company: 0 | 1
  business_name: string | null
  giro: string | null
}

/** What a person states about themselves, as the users table stores it (a company's name and giro, or nulls). */
export function profileColumns(input: {
  email: string
  first_name: string
  last_name: string
  rut: string
  phone: string
  is_company?: boolean
  business_name?: string
  giro?: string
}): ProfileChange {
  return {
    email: input.email,
    first_name: input.first_name,
    last_name: input.last_name,
    rut: input.rut,
    phone: input.phone,
    is_company: input.is_company ? 1 : 0,
    business_name: input.is_company ? (input.business_name ?? null) : null,
    giro: input.is_company ? (input.giro ?? null) : null,
  }
}

/** Updates the user unless another account already has the e-mail: false then. */
export async function updateUser(d1: D1Database, userId: number, p: ProfileChange): Promise<boolean> {
  const changed = await d1
    .prepare(
      `UPDATE users SET email = ?1, first_name = ?2, last_name = ?3, rut = ?4, phone = ?5, is_company = ?6,
         business_name = ?7, giro = ?8, updated_at = ?10
       WHERE id = ?9 AND NOT EXISTS (SELECT 1 FROM users o WHERE o.email = ?1 AND o.id <> ?9)
       RETURNING id`,
    )
    .bind(p.email, p.first_name, p.last_name, p.rut, p.phone, p.is_company, p.business_name, p.giro, userId, nowIso())
    .first()
  return changed !== null
}

export async function passwordHash(d1: D1Database, userId: number): Promise<string | null> {
  const row = await d1
    .prepare('SELECT password_hash FROM users WHERE id = ?1')
    .bind(userId)
    .first<{ password_hash: string }>()
  return row?.password_hash ?? null
}

export function setPasswordStatement(d1: D1Database, userId: number, hash: string): D1PreparedStatement {
  return d1.prepare('UPDATE users SET password_hash = ?1, updated_at = ?2 WHERE id = ?3').bind(hash, nowIso(), userId)
}

export interface AddressFields {
  identification: string
  address: string
  apartment: string
  region_id: number
  commune_id: number
}

export async function insertAddress(d1: D1Database, userId: number, a: AddressFields): Promise<number> {
  const row = await d1
    .prepare(
      `INSERT INTO addresses (user_id, identification, address, apartment, region_id, commune_id, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?7) RETURNING id`,
    )
    .bind(userId, a.identification, a.address, a.apartment, a.region_id, a.commune_id, nowIso())
    .first<{ id: number }>()
  return row!.id
}

/** false when the user has no address with that id. */
export async function updateAddress(d1: D1Database, userId: number, id: number, a: AddressFields): Promise<boolean> {
  const res = await d1
    .prepare(
      `UPDATE addresses SET identification = ?1, address = ?2, apartment = ?3, region_id = ?4, commune_id = ?5, updated_at = ?8
       WHERE id = ?6 AND user_id = ?7`,
    )
    .bind(a.identification, a.address, a.apartment, a.region_id, a.commune_id, id, userId, nowIso())
    .run()
  return res.meta.changes > 0
}

/** false when the user has no address with that id. */
export async function deleteAddress(d1: D1Database, userId: number, id: number): Promise<boolean> {
  const res = await d1.prepare('DELETE FROM addresses WHERE id = ?1 AND user_id = ?2').bind(id, userId).run()
  return res.meta.changes > 0
}
