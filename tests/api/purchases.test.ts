import { describe, expect, it } from 'vitest'
import type { Cart } from '~/contract/cart'
import type { CreatedOrder } from '~/contract/checkout'
import { createTestApi } from './harness'
import * as fixtures from './cart-fixtures'
import { addProduct, guest, idemKey, json, newCart, put, stockOf } from './cart-fixtures'

const t = await createTestApi()
type Created = { data: CreatedOrder }

// Each order of this file comes from a buyer of its own: one e-mail may keep only a few unpaid orders open
// (tests/api/holds.test.ts tests that limit), and most orders here are left unpaid.
let buyers = 0
const orderBody = (over: Record<string, unknown> = {}) =>
  fixtures.orderBody({ customer: { ...guest, email: `camila.${++buyers}@example.cl` }, ...over })
const placeOrder = (api: typeof t, cartId: string, body = orderBody(), key = idemKey()) =>
  fixtures.placeOrder(api, cartId, body, key)

async function cartOf(lines: [sku: string, qty: number][]) {
  const id = await newCart(t)
  for (const [sku, qty] of lines) await put(t, id, sku, qty)
  return id
}

async function registeredToken(email: string): Promise<string> {
  const res = await t.call('/api/register', {
    method: 'POST',
    json: {
      first_name: 'Pía',
      last_name: 'Muñoz',
      email,
      rut: '11.111.111-1',
      phone: '+56911112222',
      password: 'clave-segura-2026',
      password_confirmation: 'clave-segura-2026',
    },
  })
  const body = (await res.json()) as { data?: { access_token?: string }; access_token?: string }
  const token = body.data?.access_token ?? body.access_token
  if (!token) throw new Error(`register failed: ${res.status} ${JSON.stringify(body)}`)
  return token
}

describe('POST /purchases (docs/product.md, The API): re-priced, one transaction, never oversells', () => {
  it('creates the order from catalogue prices with shipping, gift box and totals by the shop rules (docs/product.md, Numbers and limits)', async () => {
    const wine = await addProduct(t, { price: 9000, reference_price: 10000, stock: 5 })
    const cart = await cartOf([[wine, 2]])
    await t.call(`/api/shopping-cart/gift-box?cart_id=${cart}`, { method: 'PUT', json: { check: true, text: 'Salud' } })
    // Price changes after the line was added: the order uses the catalogue's price at checkout.
    await t.db.prepare('UPDATE products SET price = 8500 WHERE sku = ?').bind(wine).run()
    const res = await placeOrder(t, cart)
    expect(res.status).toBe(201)
    const { order, guest_token } = (await json<Created>(res)).data
    expect(order.number).toMatch(/^VA\d{6}$/)
    expect(order.status).toBe('pending_payment')
    expect(order.items).toEqual([expect.objectContaining({ sku: wine, qty: 2, price: 8500 })])
    expect(order.totals).toMatchObject({
      subtotal: 20000,
      product_discount: 3000,
      shipping: 3990,
      gift_box: 2000,
      total: 17000 + 3990 + 2000,
    })
    expect(order.delivery.address).toMatchObject({ commune: 'Santiago', region: 'Región Metropolitana de Santiago' })
    expect(guest_token).toMatch(/^[\w-]{40,}$/)
    expect(await stockOf(t, wine)).toBe(3)
    // The token is stored hashed only.
    const row = await t.db
      .prepare('SELECT guest_token_hash FROM orders WHERE id = ?')
      .bind(order.id)
      .first<{ guest_token_hash: string }>()
    expect(row!.guest_token_hash).not.toContain(guest_token!)
    // A Webpay order keeps the cart until the payment is confirmed.
    expect((await json<{ data: Cart }>(await t.call(`/api/shopping-cart?cart_id=${cart}`))).data.items).toHaveLength(1)
  })

  it('50 concurrent orders for the last 3 units: exactly 3 succeed, stock ends at 0, never negative', async () => {
    const sku = await addProduct(t, { price: 15000, stock: 3 })
    // Setup straight in D1 (50 carts holding the sku); what is under test is the 50 concurrent POSTs.
    const carts = Array.from({ length: 50 }, () => crypto.randomUUID())
    await t.db.batch(
      carts.flatMap((id) => [
        t.db.prepare('INSERT INTO carts (id) VALUES (?)').bind(id),
        t.db.prepare('INSERT INTO cart_items (cart_id, sku, qty) VALUES (?, ?, 1)').bind(id, sku),
      ]),
    )
    const results = await Promise.all(carts.map((cart) => placeOrder(t, cart)))
    const statuses = results.map((r) => r.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(3)
    expect(statuses.filter((s) => s === 409)).toHaveLength(47)
    expect(await stockOf(t, sku)).toBe(0)
    const taken = await t.db
      .prepare('SELECT COALESCE(SUM(qty), 0) AS n FROM order_items WHERE sku = ?')
      .bind(sku)
      .first<{ n: number }>()
    expect(taken!.n).toBe(3)
    const loser = results.find((r) => r.status === 409)!
    expect(((await loser.json()) as { message: string }).message).toContain('No hay stock suficiente para')
    // A budget, not a measure: each of the 50 handlers' statements is a round trip to workerd, and on a loaded
    // two-core machine (another process using the CPU) they take minutes.
  }, 300_000)

  it('rolls back the whole order when one line has no stock left', async () => {
    const a = await addProduct(t, { price: 5000, stock: 5 })
    const b = await addProduct(t, { price: 7000, stock: 1 })
    const cart = await cartOf([
      [a, 2],
      [b, 1],
    ])
    await t.db.prepare('UPDATE products SET stock = 0 WHERE sku = ?').bind(b).run()
    expect((await placeOrder(t, cart)).status).toBe(409)
    expect(await stockOf(t, a)).toBe(5)
    const orders = await t.db
      .prepare('SELECT COUNT(*) AS n FROM order_items WHERE sku = ?')
      .bind(a)
      .first<{ n: number }>()
    expect(orders!.n).toBe(0)
  })

  it('an idempotent retry returns the same order (and token) and takes stock once', async () => {
    const sku = await addProduct(t, { price: 5000, stock: 4 })
    const cart = await cartOf([[sku, 2]])
    const key = idemKey()
    const [first, second] = await Promise.all([
      placeOrder(t, cart, orderBody(), key),
      placeOrder(t, cart, orderBody(), key),
    ])
    const a = (await json<Created>(first)).data
    const b = (await json<Created>(second)).data
    expect([first.status, second.status].sort()).toEqual([200, 201])
    expect(b.order.id).toBe(a.order.id)
    expect(b.guest_token).toBe(a.guest_token)
    const third = (await json<Created>(await placeOrder(t, cart, orderBody(), key))).data
    expect(third).toMatchObject({ replayed: true, order: { id: a.order.id } })
    expect(await stockOf(t, sku)).toBe(2)
  })

  it("a key replayed from another cart answers 409 and reveals nothing of the first shopper's order", async () => {
    const sku = await addProduct(t, { price: 5000, stock: 4 })
    const key = idemKey()
    const first = await placeOrder(t, await cartOf([[sku, 1]]), orderBody(), key)
    expect(first.status).toBe(201)
    const stranger = await placeOrder(t, await cartOf([[sku, 1]]), orderBody(), key)
    expect(stranger.status).toBe(409)
    const text = await stranger.text()
    expect(text).not.toContain('guest_token')
    expect(text).not.toContain('12.345.678-5')
    expect(text).not.toContain('@example.cl')
  })

  it('GET /purchases/{id}: the guest with the token reads it; a stranger or another user gets 404', async () => {
    const sku = await addProduct(t, { price: 5000, stock: 4 })
    const { order, guest_token } = (await json<Created>(await placeOrder(t, await cartOf([[sku, 1]])))).data
    const mine = await t.call(`/api/purchases/${order.id}`, { headers: { 'x-order-token': guest_token! } })
    expect(mine.status).toBe(200)
    const stranger = await t.call(`/api/purchases/${order.id}`)
    expect(stranger.status).toBe(404)
    expect(await stranger.json()).toEqual({ message: 'Pedido no encontrado' })
    expect((await t.call(`/api/purchases/${order.id}?token=wrong-token`)).status).toBe(404)
    const other = await registeredToken('otra-persona@example.cl')
    expect((await t.call(`/api/purchases/${order.id}`, { token: other })).status).toBe(404)
  })

  it("a registered buyer's order belongs to the account: owner reads it, another user gets 404", async () => {
    const owner = await registeredToken('duena@example.cl')
    const other = await registeredToken('ajeno@example.cl')
    const sku = await addProduct(t, { price: 5000, stock: 4 })
    const cart = await cartOf([[sku, 1]])
    const res = await t.call(`/api/purchases?cart_id=${cart}`, {
      method: 'POST',
      token: owner,
      headers: { 'idempotency-key': idemKey() },
      json: { ...orderBody(), customer: undefined },
    })
    expect(res.status).toBe(201)
    const { order, guest_token } = (await json<Created>(res)).data
    expect(guest_token).toBeNull()
    expect(order.customer.email).toBe('duena@example.cl')
    expect((await t.call(`/api/purchases/${order.id}`, { token: owner })).status).toBe(200)
    expect((await t.call(`/api/purchases/${order.id}`, { token: other })).status).toBe(404)
    expect((await t.call(`/api/purchases/${order.id}`)).status).toBe(404)
    const list = (await json<{ data: { id: string }[] }>(await t.call('/api/profile/purchases', { token: owner }))).data
    expect(list.map((o) => o.id)).toContain(order.id)
  })

  it('a factura needs razón social, RUT, giro, address, region, commune, phone and e-mail', async () => {
    const sku = await addProduct(t, { price: 5000, stock: 4 })
    const cart = await cartOf([[sku, 1]])
    const missing = await placeOrder(t, cart, orderBody({ payment_method: { document: '1', platform: 'webpay' } }))
    expect(missing.status).toBe(422)
    expect(((await missing.json()) as { errors: Record<string, string[]> }).errors.invoice).toEqual([
      'El campo es requerido',
    ])
    const bad = await placeOrder(
      t,
      cart,
      orderBody({
        payment_method: { document: '1', platform: 'webpay' },
        invoice: {
          reason: 'Vinos SpA',
          rut: '1-1',
          giro: 'Comercio',
          address: 'Calle 1',
          region_id: 7,
          commune_id: 13101,
          phone: '+56 9 1234 5678',
          email: 'no-email',
        },
      }),
    )
    const errors = ((await bad.json()) as { errors: Record<string, string[]> }).errors
    expect(errors['invoice.rut']).toEqual(['Este campo debe ser un RUT válido'])
    expect(errors['invoice.email']).toEqual(['Este campo debe ser un correo electrónico válido'])
  })

  it('a transfer order waits in validation, shows the transfer data and empties the cart', async () => {
    const sku = await addProduct(t, { price: 5000, stock: 4 })
    const cart = await cartOf([[sku, 1]])
    const res = await placeOrder(
      t,
      cart,
      orderBody({ payment_method: { document: '0', platform: 'transfer' }, delivery: { method: 'pickup' } }),
    )
    const { order } = (await json<Created>(res)).data
    expect(order).toMatchObject({
      status: 'in_validation',
      payment_platform: 'transfer',
      totals: { shipping: 0, total: 5000 },
    })
    expect(order.transfer).toMatchObject({
      bank: expect.any(String),
      account: expect.any(String),
      rut: expect.any(String),
    })
    expect((await json<{ data: Cart }>(await t.call(`/api/shopping-cart?cart_id=${cart}`))).data.items).toEqual([])
  })

  it('refuses an empty cart and a guest without personal data', async () => {
    expect((await placeOrder(t, await newCart(t))).status).toBe(422)
    const sku = await addProduct(t, { price: 5000, stock: 4 })
    const res = await placeOrder(t, await cartOf([[sku, 1]]), orderBody({ customer: undefined }))
    expect(res.status).toBe(422)
  })

  it('registers a guest and saves a checkout address', async () => {
    const cart = await newCart(t)
    const guest = await t.call('/api/purchases/register-as-guest', {
      method: 'POST',
      json: {
        name: 'Ana',
        surname: 'Soto',
        rut: '12345678-5',
        email: 'ANA@example.cl',
        phone: '9 8765 4321',
        remember: true,
        cart_id: cart,
      },
    })
    expect(guest.status).toBe(201)
    expect((await json<{ data: { email: string; phone: string } }>(guest)).data).toMatchObject({
      email: 'ana@example.cl',
      phone: '+56987654321',
    })
    const bad = await t.call('/api/purchases/register-as-guest', {
      method: 'POST',
      json: { name: '', surname: 'S', rut: '1', email: 'x', phone: '12345' },
    })
    expect(((await bad.json()) as { errors: Record<string, string[]> }).errors).toMatchObject({
      name: ['El campo es requerido'],
      phone: ['Este campo debe ser un teléfono chileno válido (9 dígitos)'],
      rut: ['Este campo debe ser un RUT válido'],
      email: ['Este campo debe ser un correo electrónico válido'],
    })
    const saved = await t.call('/api/purchases/address', {
      method: 'POST',
      json: { address: 'Los Leones 100', region_id: 7, commune_id: 13123 },
    })
    const { data } = await json<{ data: { id: string } }>(saved)
    const read = await json<{ data: { commune: string } }>(await t.call(`/api/purchases/address/${data.id}`))
    expect(read.data.commune).toBe('Providencia')
  })
})
