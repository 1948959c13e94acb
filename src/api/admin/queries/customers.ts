import type { AdminCustomerDetail, AdminCustomerRow } from '~/contract/admin-ops'
import { all, first } from '../../db/sql'
import { foldLike, foldSql } from '../../db/fold'
import type { UserRow } from '../../db/user-row'

// D1 access of the back-office's customers (../customers.ts holds the rules). A person's orders are those of
// their account and those placed as a guest with the same e-mail.

const ORDERS_OF = `(o.user_id = u.id OR lower(o.email) = lower(u.email))`

/**
 * Everyone who bought or holds an account: accounts, and guests (orders without an account whose e-mail no account
 * has), one row per guest e-mail with the name and RUT of their first order. Guests have no id: their row carries
 * their latest order numbers, which lead to the orders.
 */
const PEOPLE = `(
  SELECT u.id AS id, 0 AS guest, trim(u.first_name || ' ' || u.last_name) AS name, u.email AS email, u.rut AS rut,
         u.created_at AS created_at, u.anonymised_at IS NOT NULL AS anonymised
  FROM users u
  UNION ALL
  SELECT NULL, 1, trim(json_extract(o.customer, '$.name') || ' ' || json_extract(o.customer, '$.surname')), o.email,
         coalesce(json_extract(o.customer, '$.rut'), ''), min(o.created_at), 0
  FROM orders o
  WHERE o.user_id IS NULL AND NOT EXISTS (SELECT 1 FROM users u WHERE lower(u.email) = lower(o.email))
  GROUP BY lower(o.email)
) p`
const ORDERS_OF_PERSON = `((p.id IS NOT NULL AND o.user_id = p.id) OR lower(o.email) = lower(p.email))`

export async function customerPage(
  d1: D1Database,
  q: string,
  limit: number,
  offset: number,
): Promise<{ rows: AdminCustomerRow[]; total: number }> {
  const where: string[] = []
  const bind: unknown[] = []
  if (q) {
    // Accent- and case-insensitive on the name and e-mail; the RUT with or without dots and dash.
    const like = foldLike(q)
    const rut = q.replace(/[^\dkK]/g, '').toUpperCase()
    const parts = [`${foldSql('p.name')} LIKE ? ESCAPE '\\'`, `lower(p.email) LIKE ? ESCAPE '\\'`]
    bind.push(like, like)
    if (rut.length >= 3) {
      parts.push(`upper(replace(replace(p.rut, '.', ''), '-', '')) LIKE ?`)
      bind.push(`%${rut}%`)
    }
    where.push(`(${parts.join(' OR ')})`)
  }
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : ''
  const [count, page] = await d1.batch([
    d1.prepare(`SELECT count(*) AS n FROM ${PEOPLE} ${clause}`).bind(...bind),
    d1
      .prepare(
        `SELECT p.id, p.guest, p.name, p.email, p.rut, p.created_at, p.anonymised,
                (SELECT count(*) FROM orders o WHERE ${ORDERS_OF_PERSON}) AS orders,
                (SELECT json_group_array(number) FROM (
                   SELECT o.number FROM orders o WHERE ${ORDERS_OF_PERSON} ORDER BY o.created_at DESC LIMIT 5
                 )) AS recent_orders
         FROM ${PEOPLE} ${clause} ORDER BY p.created_at DESC, p.id DESC LIMIT ? OFFSET ?`,
      )
      .bind(...bind, limit, offset),
  ])
  type Row = Omit<AdminCustomerRow, 'anonymised' | 'guest' | 'recent_orders'> & {
    anonymised: number
    guest: number
    recent_orders: string
  }
  return {
    rows: (page!.results as Row[]).map((r) => ({
      ...r,
      guest: r.guest === 1,
      anonymised: r.anonymised === 1,
      recent_orders: JSON.parse(r.recent_orders) as string[],
    })),
    total: (count!.results[0] as { n: number }).n,
  }
}

export interface CustomerRecord extends UserRow {
  locale: string
  role: string
  anonymised_at: string | null
}

export function findCustomer(d1: D1Database, id: number) {
  return first<CustomerRecord>(
    d1,
    `SELECT id, email, first_name, last_name, rut, phone, locale, is_company, business_name, giro, role, created_at,
            anonymised_at FROM users WHERE id = ?`,
    id,
  )
}

export async function customerExtras(d1: D1Database, user: CustomerRecord) {
  const [addresses, newsletter, favourites, orders] = await d1.batch([
    d1
      .prepare(
        `SELECT a.id, a.identification, trim(a.address || ' ' || a.apartment) AS address, c.name AS commune, r.name AS region
         FROM addresses a JOIN communes c ON c.id = a.commune_id JOIN regions r ON r.id = a.region_id
         WHERE a.user_id = ? ORDER BY a.id`,
      )
      .bind(user.id),
    d1.prepare('SELECT 1 AS yes FROM newsletter_subscribers WHERE email = ? COLLATE NOCASE').bind(user.email),
    d1
      .prepare(
        'SELECT count(*) AS n FROM wishlist_items i JOIN wishlists w ON w.id = i.wishlist_id WHERE w.user_id = ?',
      )
      .bind(user.id),
    d1
      .prepare(
        `SELECT o.number, o.status, o.total, o.refunded, o.created_at FROM orders o, users u
         WHERE u.id = ? AND ${ORDERS_OF} ORDER BY o.created_at DESC LIMIT 200`,
      )
      .bind(user.id),
  ])
  return {
    addresses: addresses!.results as AdminCustomerDetail['addresses'],
    newsletter: newsletter!.results.length > 0,
    favourites: (favourites!.results[0] as { n: number }).n,
    order_list: orders!.results as AdminCustomerDetail['order_list'],
  }
}

/** Everything the shop keeps about a person, for their copy of it (a data request). */
export async function customerData(d1: D1Database, user: CustomerRecord) {
  const email = user.email
  const q = (sql: string, ...bind: unknown[]) => all<Record<string, unknown>>(d1, sql, ...bind)
  const [addresses, favourites, alerts, orders, items, events, tables, messages, newsletter] = await Promise.all([
    q(
      'SELECT identification, address, apartment, region_id, commune_id, created_at FROM addresses WHERE user_id = ?',
      user.id,
    ),
    q(
      `SELECT p.name, i.saved_price, i.added_at FROM wishlist_items i JOIN wishlists w ON w.id = i.wishlist_id
       JOIN products p ON p.id = i.product_id WHERE w.user_id = ?`,
      user.id,
    ),
    q(
      'SELECT p.name, a.created_at, a.notified_at FROM stock_alerts a JOIN products p ON p.id = a.product_id WHERE a.email = ? COLLATE NOCASE OR a.user_id = ?',
      email,
      user.id,
    ),
    q(
      `SELECT number, status, created_at, customer, delivery, document, invoice, subtotal, discount, shipping, gift_box,
              total, refunded, payment_platform FROM orders WHERE user_id = ? OR lower(email) = lower(?) ORDER BY created_at`,
      user.id,
      email,
    ),
    q(
      `SELECT o.number, i.name, i.qty, i.price FROM order_items i JOIN orders o ON o.id = i.order_id
       WHERE o.user_id = ? OR lower(o.email) = lower(?) ORDER BY o.created_at`,
      user.id,
      email,
    ),
    q(
      'SELECT code, people, total, first_name, last_name, email, phone, comment, status, created_at FROM event_reservations WHERE email = ? COLLATE NOCASE',
      email,
    ),
    q(
      'SELECT code, slot_date, slot_time, people, first_name, last_name, email, phone, message, status, created_at FROM table_reservations WHERE email = ? COLLATE NOCASE',
      email,
    ),
    q(
      'SELECT kind, first_name, last_name, email, phone, motive, message, created_at FROM contact_messages WHERE email = ? COLLATE NOCASE',
      email,
    ),
    q('SELECT email, locale, created_at FROM newsletter_subscribers WHERE email = ? COLLATE NOCASE', email),
  ])
  return {
    account: {
      email: user.email,
      first_name: user.first_name,
      last_name: user.last_name,
      rut: user.rut,
      phone: user.phone,
      locale: user.locale,
      is_company: user.is_company === 1,
      business_name: user.business_name,
      giro: user.giro,
      created_at: user.created_at,
    },
    addresses,
    newsletter,
    favourites,
    stock_alerts: alerts,
    orders: orders.map((o) => ({
      ...o,
      customer: JSON.parse(String(o.customer)) as unknown,
      delivery: JSON.parse(String(o.delivery)) as unknown,
      invoice: o.invoice ? (JSON.parse(String(o.invoice)) as unknown) : null,
      items: items.filter((i) => i.number === o.number).map(({ number: _n, ...rest }) => rest),
    })),
    event_reservations: events,
    table_reservations: tables,
    contact_messages: messages,
  }
}

/**
 * Erases a person's data at their request. Their orders stay for the tax record (number, dates, lines, amounts,
 * the document and, for a factura, the buying company's RUT, name and giro), without their name, RUT, e-mail,
 * phone or street address; the account stays as an empty shell that cannot sign in. The first statement only
 * runs on an account not erased yet; the rest are harmless when repeated.
 */
export function anonymiseStatements(d1: D1Database, user: CustomerRecord, stamp: string): D1PreparedStatement[] {
  const anon = `borrado-${user.id}@anonimo.invalid`
  const email = user.email
  return [
    d1
      .prepare(
        `UPDATE users SET email = ?, first_name = '', last_name = '', rut = '', phone = '', business_name = NULL,
         giro = NULL, password_hash = '!', anonymised_at = ?, updated_at = ? WHERE id = ? AND anonymised_at IS NULL`,
      )
      .bind(anon, stamp, stamp, user.id),
    d1
      .prepare(
        `UPDATE orders SET email = ?1,
           customer = json_set(customer, '$.name', '', '$.surname', '', '$.rut', '', '$.email', ?1),
           delivery = json_set(delivery, '$.receiver', '', '$.contact', json('null'), '$.comment', '',
             '$.address.address', '', '$.address.department', '', '$.address.identification', ''),
           gift_text = NULL
         WHERE user_id = ?2 OR lower(email) = lower(?3)`,
      )
      .bind(anon, user.id, email),
    d1.prepare('DELETE FROM addresses WHERE user_id = ?').bind(user.id),
    d1.prepare('DELETE FROM wishlists WHERE user_id = ?').bind(user.id),
    d1.prepare('DELETE FROM stock_alerts WHERE user_id = ? OR email = ? COLLATE NOCASE').bind(user.id, email),
    d1.prepare('DELETE FROM newsletter_subscribers WHERE email = ? COLLATE NOCASE').bind(email),
    d1.prepare('DELETE FROM password_resets WHERE user_id = ?').bind(user.id),
    d1.prepare('DELETE FROM checkout_addresses WHERE user_id = ?').bind(user.id),
    d1.prepare('DELETE FROM guest_customers WHERE email = ? COLLATE NOCASE').bind(email),
    d1
      .prepare(
        `UPDATE event_reservations SET first_name = '', last_name = '', email = ?, phone = '', comment = ''
         WHERE email = ? COLLATE NOCASE`,
      )
      .bind(anon, email),
    d1
      .prepare(
        `UPDATE table_reservations SET first_name = '', last_name = '', email = ?, phone = '', message = ''
         WHERE email = ? COLLATE NOCASE`,
      )
      .bind(anon, email),
    d1.prepare('DELETE FROM contact_messages WHERE email = ? COLLATE NOCASE').bind(email),
  ]
}
