import type { Address, PurchaseDetail, PurchaseItem, PurchaseSummary, UserProfile } from '~/contract/profile'

// D1 access of the profile resource. Every statement is scoped by user_id: object-level authorisation
// lives in the WHERE clause, so another user's row is simply not found (404), never "forbidden".

interface UserRow {
  id: number
  email: string
  first_name: string
  last_name: string
  rut: string
  phone: string
  is_company: number
  business_name: string | null
  giro: string | null
  created_at: string
}

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
// the caller. Until that migration lands the table may be missing: the list is then empty, not an error.
function missingTable(err: unknown): boolean {
  return err instanceof Error && /no such table/i.test(err.message)
}

type OrderRow = Record<string, unknown>

const num = (value: unknown) => (typeof value === 'number' ? value : Number(value ?? 0) || 0)
const str = (value: unknown) => (value === null || value === undefined || value === '' ? null : String(value))

function toSummary(row: OrderRow): PurchaseSummary {
  return {
    id: num(row.id),
    number: String(row.number ?? row.id),
    status: String(row.status ?? ''),
    total: num(row.total),
    created_at: String(row.created_at ?? ''),
  }
}

export async function listPurchases(d1: D1Database, userId: number): Promise<PurchaseSummary[]> {
  try {
    const { results } = await d1
      .prepare('SELECT * FROM orders WHERE user_id = ?1 ORDER BY created_at DESC, id DESC LIMIT 200')
      .bind(userId)
      .all<OrderRow>()
    return results.map(toSummary)
  } catch (err) {
    if (missingTable(err)) return []
    throw err
  }
}

export async function findPurchase(d1: D1Database, userId: number, id: number): Promise<PurchaseDetail | null> {
  let row: OrderRow | null
  try {
    row = await d1.prepare('SELECT * FROM orders WHERE id = ?1 AND user_id = ?2').bind(id, userId).first<OrderRow>()
  } catch (err) {
    if (missingTable(err)) return null
    throw err
  }
  if (!row) return null
  let items: PurchaseItem[] = []
  try {
    const { results } = await d1.prepare('SELECT * FROM order_items WHERE order_id = ?1').bind(id).all<OrderRow>()
    items = results.map((item) => ({
      sku: String(item.sku ?? ''),
      name: String(item.name ?? ''),
      qty: num(item.qty ?? item.quantity),
      price: num(item.price ?? item.unit_price),
    }))
  } catch (err) {
    if (!missingTable(err)) throw err
  }
  const summary = toSummary(row)
  return {
    ...summary,
    dispatch_type: str(row.dispatch_type ?? row.delivery_method),
    payment_method: str(row.payment_method ?? row.payment_platform),
    dispatch_cost: num(row.dispatch_cost ?? row.price_delivery ?? row.shipping_cost),
    comment: str(row.comment ?? row.customer_comment),
    tracking_number: str(row.tracking_number),
    estimated_delivery: str(row.estimated_delivery ?? row.time_delivery),
    purchase_date: String(row.paid_at ?? row.purchase_date ?? summary.created_at),
    items,
  }
}
