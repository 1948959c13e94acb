import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it, vi } from 'vitest'
import type { Cart } from '~/contract/cart'
import type { CreatedOrder } from '~/contract/checkout'
import { HELD_PER_PRODUCT, HOLD_LIMITS, OPEN_ORDERS_PER_CLIENT, OPEN_ORDERS_PER_EMAIL } from '~/lib/limits'
import { cancelOverdueTransfers } from '~/api/purchases/overdue-transfers'
import { reserveAgain } from '~/api/purchases/stock'
import { clockStartsAt } from './clock'
import { createTestApi } from './harness'
import { addProduct, guest, idemKey, json, orderBody, stockOf } from './cart-fixtures'

// Stock and carts under people who do not wait their turn: many orders of one buyer at once, parallel additions
// to one line, parallel first additions to a new cart, a transfer never paid, a mail provider that is down.
clockStartsAt('2026-03-10T15:00:00.000Z')
// The shop's real hold limits (the harness raises them for the other suites).
const t = await createTestApi({ HOLD_LIMIT_FACTOR: undefined })
type Created = { data: CreatedOrder }
type Failure = { message: string; errors?: Record<string, string[]> }

let buyers = 0
const buyer = (email = `comprador.${++buyers}@example.cl`) => ({ ...guest, email })

/** A new cart (its id chosen here, as the storefront does) holding `lines`, set up straight in D1. */
async function cartWith(lines: [sku: string, qty: number][]): Promise<string> {
  const id = crypto.randomUUID()
  await t.db.batch([
    t.db.prepare('INSERT INTO carts (id, created_at, updated_at) VALUES (?, ?, ?)').bind(id, 'x', 'x'),
    ...lines.map(([sku, qty]) =>
      t.db.prepare('INSERT INTO cart_items (cart_id, sku, qty) VALUES (?, ?, ?)').bind(id, sku, qty),
    ),
  ])
  return id
}

// Each order comes from a shopper's own address unless a test names one: the per-address limit has its own test.
let shoppers = 0
const ownAddress = () => `192.0.2.${(shoppers += 1) % 250}`

function order(cartId: string, body: Record<string, unknown>, init: { locale?: string; ip?: string } = {}) {
  return t.call(`/api/purchases?cart_id=${cartId}`, {
    method: 'POST',
    json: body,
    locale: init.locale,
    headers: { 'idempotency-key': idemKey(), 'cf-connecting-ip': init.ip ?? ownAddress() },
  })
}

const addOne = (cartId: string, sku: string) =>
  t.call(`/api/shopping-cart?cart_id=${cartId}`, {
    method: 'PUT',
    json: { product: { sku, qty: 1 }, mode: 'add' },
  })

describe('holds with limits: one buyer cannot take the shelf', () => {
  it('a guest sending many orders at once for one wine is stopped at the cap; another shopper still buys', async () => {
    const sku = await addProduct(t, { price: 9990, stock: 200, name: 'Syrah Codiciado' })
    const hoarder = buyer()
    const carts = await Promise.all(Array.from({ length: 12 }, () => cartWith([[sku, 6]])))
    const results = await Promise.all(
      carts.map((cart) => order(cart, orderBody({ customer: hoarder }), { locale: 'en' })),
    )
    const statuses = results.map((r) => r.status)
    const placed = statuses.filter((s) => s === 201).length
    // 6 units an order, at most HELD_PER_PRODUCT.guest held unpaid by one e-mail: two orders, never more.
    expect(placed).toBe(HELD_PER_PRODUCT.guest / 6)
    expect(statuses.filter((s) => s === 409)).toHaveLength(12 - placed)
    const refusal = await json<Failure>(results.find((r) => r.status === 409)!)
    expect(refusal.message).toMatch(/^(You can hold up to 12 units of one product|You already have 3 unpaid orders)/)
    expect(refusal.errors?.cart).toEqual([refusal.message])
    expect(await stockOf(t, sku)).toBe(200 - HELD_PER_PRODUCT.guest)
    // Another shopper is not affected.
    const other = await order(await cartWith([[sku, 2]]), orderBody({ customer: buyer() }))
    expect(other.status).toBe(201)
    expect(await stockOf(t, sku)).toBe(200 - HELD_PER_PRODUCT.guest - 2)
  }, 300_000)

  it('refuses, in the reader’s language, an order past the units per order and past the open orders per e-mail', async () => {
    const skus = await Promise.all([1, 2, 3].map(() => addProduct(t, { price: 5000, stock: 100 })))
    const cap = HOLD_LIMITS.guest.unitsPerLine
    const big = await order(await cartWith(skus.map((s) => [s, cap])), orderBody({ customer: buyer() }))
    expect(big.status).toBe(409)
    expect((await json<Failure>(big)).message).toBe(
      `Un pedido puede llevar hasta ${HOLD_LIMITS.guest.unitsPerOrder} unidades`,
    )
    for (const s of skus) expect(await stockOf(t, s)).toBe(100)

    const one = buyer()
    for (let i = 0; i < OPEN_ORDERS_PER_EMAIL; i++)
      expect((await order(await cartWith([[skus[0]!, 1]]), orderBody({ customer: one }))).status).toBe(201)
    const past = await order(await cartWith([[skus[1]!, 1]]), orderBody({ customer: one }), { locale: 'en' })
    expect(past.status).toBe(409)
    expect((await json<Failure>(past)).message).toBe(
      `You already have ${OPEN_ORDERS_PER_EMAIL} unpaid orders with this e-mail: pay one of them or wait for it to expire before placing another`,
    )
  }, 300_000)

  it('counts unpaid orders per client address, whatever the e-mails', async () => {
    const sku = await addProduct(t, { price: 5000, stock: 100 })
    const ip = '203.0.113.7'
    const statuses: number[] = []
    for (let i = 0; i <= OPEN_ORDERS_PER_CLIENT; i++)
      statuses.push((await order(await cartWith([[sku, 1]]), orderBody({ customer: buyer() }), { ip })).status)
    expect(statuses).toEqual([...Array(OPEN_ORDERS_PER_CLIENT).fill(201), 409])
    // Another address is not affected.
    expect(
      (await order(await cartWith([[sku, 1]]), orderBody({ customer: buyer() }), { ip: '203.0.113.8' })).status,
    ).toBe(201)
  }, 300_000)

  it('a card hold is renewed, never past its ceiling', async () => {
    const sku = await addProduct(t, { price: 5000, stock: 10 })
    const res = await order(await cartWith([[sku, 1]]), orderBody({ customer: buyer() }))
    const { order: placed } = (await json<Created>(res)).data
    const row = await t.db
      .prepare('SELECT expires_at, hold_until, created_at FROM orders WHERE id = ?')
      .bind(placed.id)
      .first<{ expires_at: string; hold_until: string; created_at: string }>()
    expect(Date.parse(row!.expires_at) - Date.parse(row!.created_at)).toBe(20 * 60_000)
    expect(Date.parse(row!.hold_until) - Date.parse(row!.created_at)).toBe(60 * 60_000)
    // Whoever renews the window (a new payment start), it stops at the ceiling.
    await t.db
      .prepare('UPDATE orders SET expires_at = ? WHERE id = ?')
      .bind('2030-01-01T00:00:00.000Z', placed.id)
      .run()
    const renewed = await t.db
      .prepare('SELECT expires_at FROM orders WHERE id = ?')
      .bind(placed.id)
      .first<{ expires_at: string }>()
    expect(renewed!.expires_at).toBe(row!.hold_until)
    // Released, then asked for a new hold after the ceiling: refused, the units stay on the shelf.
    await t.db.prepare(`UPDATE orders SET status = 'expired', stock_reserved = 0 WHERE id = ?`).bind(placed.id).run()
    await t.db.prepare('UPDATE products SET stock = stock + 1 WHERE sku = ?').bind(sku).run()
    const later = new Date(Date.parse(row!.hold_until) + 60_000)
    const hold = new Date(later.getTime() + 20 * 60_000).toISOString()
    expect(await reserveAgain(t.db, placed.id, hold, later)).toBe(false)
    expect(await stockOf(t, sku)).toBe(10)
    // A payment already approved still gets its units (expiresAt behind now): the money is never refused.
    expect(await reserveAgain(t.db, placed.id, row!.created_at, later)).toBe(true)
    expect(await stockOf(t, sku)).toBe(9)
  }, 300_000)
})

describe('a bank transfer holds until its deadline; the scheduled job cancels it after', () => {
  it('cancels an overdue transfer order, puts its units back and tells the shopper; a fresh one stays', async () => {
    const sku = await addProduct(t, { price: 12000, stock: 10 })
    const transfer = { payment_method: { document: '0', platform: 'transfer' }, delivery: { method: 'pickup' } }
    const late = await order(
      await cartWith([[sku, 3]]),
      orderBody({ ...transfer, customer: buyer('tarde@example.cl') }),
    )
    expect(late.status).toBe(201)
    const lateOrder = (await json<Created>(late)).data.order
    const placedAt = Date.now()
    vi.setSystemTime(placedAt + 47 * 3600_000)
    const fresh = await order(await cartWith([[sku, 2]]), orderBody({ ...transfer, customer: buyer() }))
    expect(fresh.status).toBe(201)
    const freshOrder = (await json<Created>(fresh)).data.order
    expect(await stockOf(t, sku)).toBe(5)

    // Before the deadline nothing happens.
    expect(await cancelOverdueTransfers(t.db, t.env, new Date())).toBe(0)
    // 48 hours and a minute after the first order: the first is overdue, the second is not.
    vi.setSystemTime(placedAt + 48 * 3600_000 + 60_000)
    expect(await cancelOverdueTransfers(t.db, t.env, new Date())).toBe(1)
    expect(await cancelOverdueTransfers(t.db, t.env, new Date())).toBe(0)
    expect(await stockOf(t, sku)).toBe(8)
    const rows = await t.db
      .prepare('SELECT id, status, stock_reserved FROM orders WHERE id IN (?, ?) ORDER BY seq')
      .bind(lateOrder.id, freshOrder.id)
      .all<{ id: string; status: string; stock_reserved: number }>()
    expect(rows.results).toEqual([
      { id: lateOrder.id, status: 'cancelled', stock_reserved: 0 },
      { id: freshOrder.id, status: 'in_validation', stock_reserved: 1 },
    ])
    const mail = await t.db
      .prepare(`SELECT subject, text_body FROM mail_outbox WHERE to_address = 'tarde@example.cl' ORDER BY id DESC`)
      .first<{ subject: string; text_body: string }>()
    expect(mail!.subject).toBe(`Tu pedido ${lateOrder.number} fue cancelado`)
    expect(mail!.text_body).toContain('No recibimos la transferencia')
  }, 300_000)
})

describe('atomic cart', () => {
  it('20 parallel "add 1" to one line end at 20, or at the line cap, or at the stock', async () => {
    const plenty = await addProduct(t, { price: 3000, stock: 100 })
    const cart = await cartWith([])
    const results = await Promise.all(Array.from({ length: 20 }, () => addOne(cart, plenty)))
    expect(results.every((r) => r.status === 200)).toBe(true)
    const body = await json<{ data: Cart }>(await t.call(`/api/shopping-cart?cart_id=${cart}`))
    expect(body.data.items[0]!.qty).toBe(Math.min(20, HOLD_LIMITS.guest.unitsPerLine))

    const few = await addProduct(t, { price: 3000, stock: 5 })
    const other = await cartWith([])
    await Promise.all(Array.from({ length: 20 }, () => addOne(other, few)))
    const after = await json<{ data: Cart }>(await t.call(`/api/shopping-cart?cart_id=${other}`))
    expect(after.data.items[0]!.qty).toBe(5)
  }, 300_000)

  it('5 parallel first additions to a new cart id make one cart with every unit', async () => {
    const sku = await addProduct(t, { price: 3000, stock: 100 })
    const id = crypto.randomUUID()
    const results = await Promise.all(Array.from({ length: 5 }, () => addOne(id, sku)))
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200])
    const carts = await t.db.prepare('SELECT COUNT(*) AS n FROM carts WHERE id = ?').bind(id).first<{ n: number }>()
    expect(carts!.n).toBe(1)
    const body = await json<{ data: Cart }>(await t.call(`/api/shopping-cart?cart_id=${id}`))
    expect(body.data.items).toEqual([expect.objectContaining({ sku, qty: 5 })])
  }, 300_000)
})

describe('never a 500 after a commit', () => {
  it('a transfer order is saved and answered 201 while the mail provider answers 500', async () => {
    let calls = 0
    const server = createServer((req, res) => {
      req.resume()
      req.on('end', () => {
        calls += 1
        res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"down"}')
      })
    })
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
    const port = (server.address() as AddressInfo).port
    try {
      const sku = await addProduct(t, { price: 8000, stock: 4 })
      const res = await t.call(`/api/purchases?cart_id=${await cartWith([[sku, 1]])}`, {
        method: 'POST',
        json: orderBody({
          customer: buyer(),
          payment_method: { document: '0', platform: 'transfer' },
          delivery: { method: 'pickup' },
        }),
        headers: { 'idempotency-key': idemKey(), 'cf-connecting-ip': ownAddress() },
        env: { MAIL_API_URL: `http://127.0.0.1:${port}/send` },
      })
      expect(res.status).toBe(201)
      const { order: saved } = (await json<Created>(res)).data
      const row = await t.db
        .prepare('SELECT status FROM orders WHERE id = ?')
        .bind(saved.id)
        .first<{ status: string }>()
      expect(row!.status).toBe('in_validation')
      expect(await stockOf(t, sku)).toBe(3)
      // The mail was tried (after the answer) and failed: the order stands.
      await t.settled()
      expect(calls).toBe(1)
    } finally {
      server.close()
    }
  }, 300_000)
})
