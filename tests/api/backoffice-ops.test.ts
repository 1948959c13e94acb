import { describe, expect, it } from 'vitest'
import { santiagoIso } from '~/lib/santiago-time'
import type { AdminOrderDetail, AdminOrderRow, AuditEntry } from '~/contract/admin'
import type { AdminCoupon, AdminCustomerDetail, AdminCustomerRow } from '~/contract/admin-ops'
import type { CreatedOrder, OrderView, PaymentRedirect } from '~/contract/checkout'
import type { Paged } from '~/contract/paging'
import { webpaySandbox } from '~/api/payments/sandbox'
import { createTestApi } from './harness'
import { registerUser } from './auth-helpers'
import { addProduct, guest, json, newCart, orderBody, placeOrder, put } from './cart-fixtures'

// Coupons, customers, refunds, attendees and the audit log in words (docs/backoffice.md).
const t = await createTestApi()

async function staffToken(role: 'staff' | 'admin') {
  const user = await registerUser(t, { first_name: role === 'admin' ? 'Andrea' : 'Pablo', last_name: 'Lagos' })
  await t.db.prepare('UPDATE users SET role = ? WHERE id = ?').bind(role, user.user.id).run()
  return { token: user.access_token, id: user.user.id, email: user.email }
}
const admin = await staffToken('admin')
const staff = await staffToken('staff')
const customer = await registerUser(t)
// The shop's day is Santiago's: from 20:00 or 21:00 there, the UTC date is already tomorrow.
const today = () => santiagoIso(new Date()).slice(0, 10)

const call = (path: string, init: { method?: string; json?: unknown; token?: string; locale?: 'es' | 'en' } = {}) =>
  t.call(`/api/admin${path}`, { token: admin.token, ...init })

/** The matrix every staff path answers: 401 anonymous, 403 a customer (nothing but the message). */
async function guarded(path: string, method = 'GET', body?: unknown) {
  const anon = await t.call(`/api/admin${path}`, { method, json: body })
  expect(anon.status, `${method} ${path} anonymous`).toBe(401)
  const refused = await t.call(`/api/admin${path}`, { method, json: body, token: customer.access_token })
  expect(refused.status, `${method} ${path} customer`).toBe(403)
  expect(Object.keys(await json(refused))).toEqual(['message'])
}

async function lastAudit(action: string): Promise<AuditEntry> {
  const res = await call(`/audit?per_page=200`)
  const page = await json<Paged<AuditEntry>>(res)
  const row = page.data.find((r) => r.action === action)
  expect(row, action).toBeDefined()
  return row!
}

async function transferOrder(price: number, qty = 1, over: Record<string, unknown> = {}) {
  const sku = await addProduct(t, { price, stock: 10 })
  const cart = await newCart(t)
  await put(t, cart, sku, qty)
  const res = await placeOrder(t, cart, orderBody({ payment_method: { document: '0', platform: 'transfer' }, ...over }))
  expect(res.status).toBe(201)
  return { sku, order: (await json<{ data: CreatedOrder }>(res)).data.order }
}

async function confirmTransfer(order: { id: string; totals: { total: number } }, reference = 'OP-778812') {
  const res = await call(`/orders/${order.id}/transitions`, {
    method: 'POST',
    json: {
      action: 'confirm',
      version: 0,
      transfer: { amount: order.totals.total, transferred_on: today(), reference },
    },
  })
  expect(res.status).toBe(200)
}

async function webpayPaidOrder(price: number, qty = 2) {
  const sku = await addProduct(t, { price, stock: 10 })
  const cart = await newCart(t)
  await put(t, cart, sku, qty)
  const { order, guest_token } = (await json<{ data: CreatedOrder }>(await placeOrder(t, cart))).data
  const pay = await t.call(`/api/purchases/${order.id}/pay`, {
    method: 'POST',
    json: {},
    headers: { 'x-order-token': guest_token! },
  })
  const { token } = (await json<{ data: PaymentRedirect }>(pay)).data
  const form = await webpaySandbox.request(
    '/_sandbox/webpay/webpayserver/pay',
    { method: 'POST', body: new URLSearchParams({ token, action: 'pay', card_number: '4051 8856 0044 6623' }) },
    t.env,
  )
  const fields = Object.fromEntries(
    [...(await form.text()).matchAll(/name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]),
  )
  const back = await t.call('/api/payments/webpay/return', {
    method: 'POST',
    body: new URLSearchParams(fields),
    redirect: 'manual',
  })
  expect(back.status).toBe(303)
  return { sku, order, guestToken: guest_token!, webpayToken: token }
}

// ------------------------------------------------------------------------------------------------------- coupons

const coupon = (over: Record<string, unknown> = {}) => ({
  code: `PRIMAVERA${Math.floor(Math.random() * 1e6)}`,
  kind: 'percent',
  value: 10,
  min_amount: 0,
  starts_on: '',
  ends_on: '',
  total_limit: null,
  per_customer_limit: 1,
  auto_apply: false,
  active: true,
  ...over,
})

describe('coupons: GET/POST /api/admin/coupons, PATCH/DELETE /api/admin/coupons/{id}', () => {
  it('is staff-only on every path', async () => {
    await guarded('/coupons')
    await guarded('/coupons', 'POST', coupon())
    await guarded('/coupons/1', 'PATCH', { ...coupon(), version: 0 })
    await guarded('/coupons/1', 'DELETE')
    expect((await call('/coupons', { token: staff.token })).status).toBe(200)
  })

  it('creates, refuses bad input with field errors, edits with a version and deactivates; audited in words', async () => {
    const bad = await call('/coupons', { method: 'POST', json: coupon({ code: 'x', value: 0 }) })
    expect(bad.status).toBe(422)
    expect(Object.keys((await json<{ errors: Record<string, string[]> }>(bad)).errors)).toEqual(
      expect.arrayContaining(['code', 'value']),
    )
    const over = await call('/coupons', { method: 'POST', json: coupon({ value: 150 }) })
    expect(over.status).toBe(422)
    const reversed = await call('/coupons', {
      method: 'POST',
      json: coupon({ starts_on: '2026-12-10', ends_on: '2026-12-01' }),
    })
    expect(reversed.status).toBe(422)

    const body = coupon({
      code: 'finde20',
      value: 20,
      min_amount: 30000,
      starts_on: '2026-01-01',
      ends_on: '2030-12-31',
    })
    const created = await call('/coupons', { method: 'POST', json: body })
    expect(created.status).toBe(201)
    const c = (await json<{ data: AdminCoupon }>(created)).data
    expect(c).toMatchObject({ code: 'FINDE20', value: 20, starts_on: '2026-01-01', ends_on: '2030-12-31', uses: 0 })
    // Santiago days: the coupon starts at 00:00 in Santiago (03:00 UTC in summer) and ends after the last day.
    const stored = await t.db
      .prepare('SELECT starts_at, expires_at FROM coupons WHERE id = ?')
      .bind(c.id)
      .first<{ starts_at: string; expires_at: string }>()
    expect(stored).toEqual({ starts_at: '2026-01-01T03:00:00.000Z', expires_at: '2031-01-01T03:00:00.000Z' })
    expect((await call('/coupons', { method: 'POST', json: body })).status).toBe(409)

    const edit = { ...body, value: 25, version: c.version }
    expect((await call(`/coupons/${c.id}`, { method: 'PATCH', json: edit, token: staff.token })).status).toBe(200)
    const stale = await call(`/coupons/${c.id}`, { method: 'PATCH', json: edit })
    expect(stale.status).toBe(409)
    expect((await json<{ current: AdminCoupon }>(stale)).current).toMatchObject({ value: 25, version: 1 })

    const off = await call(`/coupons/${c.id}`, { method: 'DELETE' })
    expect((await json<{ data: AdminCoupon }>(off)).data.active).toBe(false)
    const audit = await lastAudit('coupon.deactivate')
    expect(audit).toMatchObject({ subject: 'FINDE20', actor_name: 'Andrea Lagos' })
    expect((await lastAudit('coupon.update')).actor_name).toBe('Pablo Lagos')
    expect((await call('/coupons/999999', { method: 'DELETE' })).status).toBe(404)
  })

  it('the checkout honours the total and per-person limits, counted from orders', async () => {
    const c = (
      await json<{ data: AdminCoupon }>(
        await call('/coupons', {
          method: 'POST',
          json: coupon({ code: 'DOSVECES', total_limit: 2, per_customer_limit: 1 }),
        }),
      )
    ).data
    const buy = async (email: string) => {
      const cart = await newCart(t)
      await put(t, cart, await addProduct(t, { price: 20000, stock: 5 }), 1)
      const redeem = await t.call(`/api/discount-codes/redeem?cart_id=${cart}`, {
        method: 'POST',
        json: { code: 'dosveces', email },
      })
      if (redeem.status !== 200) return redeem
      return placeOrder(
        t,
        cart,
        orderBody({ customer: { name: 'Ana', surname: 'Pérez', rut: '12.345.678-5', email, phone: guest.phone } }),
      )
    }
    expect((await buy('ana@example.cl')).status).toBe(201)
    // The same person again (any letter case): refused.
    const again = await buy('ANA@example.cl')
    expect(again.status).toBe(409)
    expect((await json<{ message: string }>(again)).message).toBe('El cupón ingresado ya ha sido utilizado')
    expect((await buy('beto@example.cl')).status).toBe(201)
    const third = await buy('carla@example.cl')
    expect(third.status).toBe(409)
    expect((await json<{ message: string }>(third)).message).toBe('Este cupón ya alcanzó su límite de usos')
    const listed = (await json<{ data: AdminCoupon[] }>(await call('/coupons?q=DOSVECES'))).data
    expect(listed.find((x) => x.id === c.id)?.uses).toBe(2)
  })

  it('the race for the last use: the order batch re-counts, so only one of two carts gets it', async () => {
    await call('/coupons', { method: 'POST', json: coupon({ code: 'ULTIMO', total_limit: 1 }) })
    const carts = await Promise.all(
      ['x1@example.cl', 'x2@example.cl'].map(async (email) => {
        const cart = await newCart(t)
        await put(t, cart, await addProduct(t, { price: 20000, stock: 5 }), 1)
        const r = await t.call(`/api/discount-codes/redeem?cart_id=${cart}`, {
          method: 'POST',
          json: { code: 'ULTIMO', email },
        })
        expect(r.status).toBe(200)
        return { cart, email }
      }),
    )
    const results = await Promise.all(
      carts.map(({ cart, email }) =>
        placeOrder(
          t,
          cart,
          orderBody({ customer: { name: 'Ana', surname: 'Soto', rut: '12.345.678-5', email, phone: guest.phone } }),
        ),
      ),
    )
    expect(results.map((r) => r.status).sort()).toEqual([201, 409])
  })

  it('auto-apply coupons apply themselves in the cart and at checkout', async () => {
    await call('/coupons', { method: 'POST', json: coupon({ code: 'AUTOSOLO', value: 7, auto_apply: true }) })
    const cart = await newCart(t)
    await put(t, cart, await addProduct(t, { price: 10000, stock: 5 }), 1)
    const read = await json<{ data: { coupon: { code: string; discount: number } | null } }>(
      await t.call(`/api/shopping-cart?cart_id=${cart}`),
    )
    expect(read.data.coupon).toMatchObject({ code: 'AUTOSOLO', discount: 700 })
    const placed = await placeOrder(t, cart)
    const order = (await json<{ data: CreatedOrder }>(placed)).data.order
    expect(order.totals.coupon_discount).toBe(700)
    await t.db.prepare("UPDATE coupons SET active = 0 WHERE code = 'AUTOSOLO'").run()
  })
})

// ----------------------------------------------------------------------------------------------------- refunds

describe('refunds: POST /api/admin/orders/{number}/refunds', () => {
  it('is staff-only and validates its input', async () => {
    const { order } = await transferOrder(10000)
    await guarded(`/orders/${order.number}/refunds`, 'POST', { expected_refunded: 0, reason: 'x', amount: 1 })
    // Not paid yet: nothing to give back.
    const unpaid = await call(`/orders/${order.number}/refunds`, {
      method: 'POST',
      json: { expected_refunded: 0, reason: 'Cliente se arrepintió', amount: 1000, reference: 'R-1' },
    })
    expect(unpaid.status).toBe(422)
    const invalid = await call(`/orders/${order.number}/refunds`, { method: 'POST', json: { reason: '' } })
    expect(invalid.status).toBe(422)
  })

  it('a transfer refund needs the bank reference, never passes what was paid, and shows everywhere', async () => {
    const { order, sku } = await transferOrder(12000, 2)
    await confirmTransfer(order)
    const url = `/orders/${order.number}/refunds`
    const noRef = await call(url, {
      method: 'POST',
      json: { expected_refunded: 0, reason: 'Una botella rota', amount: 5000 },
    })
    expect(noRef.status).toBe(422)
    expect(Object.keys((await json<{ errors: Record<string, string[]> }>(noRef)).errors)).toEqual(['reference'])
    const both = await call(url, {
      method: 'POST',
      json: { expected_refunded: 0, reason: 'Rota', amount: 5000, lines: [{ sku, qty: 1 }], reference: 'R' },
    })
    expect(both.status).toBe(422)

    const line = await call(url, {
      method: 'POST',
      token: staff.token,
      json: { expected_refunded: 0, reason: 'Una botella llegó rota', lines: [{ sku, qty: 1 }], reference: 'DEV-1001' },
    })
    expect(line.status).toBe(201)
    const after = (await json<{ data: AdminOrderDetail }>(line)).data
    expect(after).toMatchObject({ refunded: 12000, payment_state: 'partially_refunded' })
    expect(after.refunds[0]).toMatchObject({ amount: 12000, method: 'transfer', reference: 'DEV-1001' })

    // A stale view (someone refunded meanwhile): 409 with the current state.
    const stale = await call(url, {
      method: 'POST',
      json: { expected_refunded: 0, reason: 'Otra', amount: 1000, reference: 'DEV-1002' },
    })
    expect(stale.status).toBe(409)
    expect((await json<{ current: Record<string, unknown> }>(stale)).current).toEqual({
      refunded: 12000,
      payment_state: 'partially_refunded',
    })
    // More than what is left: refused with the amount left.
    const left = order.totals.total - 12000
    const tooMuch = await call(url, {
      method: 'POST',
      json: { expected_refunded: 12000, reason: 'Todo', amount: left + 1, reference: 'DEV-1003' },
    })
    expect(tooMuch.status).toBe(422)

    // Two staff refunding the rest, the shipping included on purpose, at once: exactly one wins.
    const both2 = await Promise.all(
      [admin.token, staff.token].map((token, i) =>
        call(url, {
          method: 'POST',
          token,
          json: {
            expected_refunded: 12000,
            reason: 'Devolución total',
            amount: left - order.totals.shipping,
            shipping: true,
            reference: `DEV-20${i}`,
          },
        }),
      ),
    )
    expect(both2.map((r) => r.status).sort()).toEqual([201, 409])
    const row = await t.db
      .prepare('SELECT refunded, total FROM orders WHERE id = ?')
      .bind(order.id)
      .first<{ refunded: number; total: number }>()
    expect(row!.refunded).toBe(row!.total)

    // The shopper's tracking, e-mail and the CSV say it.
    const tracking = await json<{ data: { payment_state: string; refunded: number } }>(
      await t.call(`/api/order-tracking?number=${order.number}&email=${order.email}`),
    )
    expect(tracking.data).toMatchObject({ payment_state: 'refunded', refunded: row!.total })
    const mail = await t.db
      .prepare('SELECT subject, text_body FROM mail_outbox WHERE subject LIKE ? ORDER BY id')
      .bind(`Tu pedido ${order.number}: devolución%`)
      .all<{ subject: string; text_body: string }>()
    expect(mail.results.map((m) => m.subject)).toEqual([
      `Tu pedido ${order.number}: devolución parcial realizada`,
      `Tu pedido ${order.number}: devolución realizada`,
    ])
    expect(mail.results[0]!.text_body).toContain('referencia DEV-1001')
    const csv = await (await call(`/exports/orders.csv?q=${order.number}`)).text()
    expect(csv.split('\r\n')[0]).toContain('Estado del pago;Devuelto')
    expect(csv).toContain(`${order.number};`)
    expect(csv).toContain(`;Reembolsado;${row!.total};`)

    // The audit says it in words, with the bank reference.
    const audit = await lastAudit('order.refund')
    expect(audit.subject).toBe(order.number)
    expect(audit.after).toMatchObject({ method: 'transfer', reason: 'Devolución total' })
  })

  it('cancelling a card-paid order refunds it through Webpay; a partial card refund before it counts', async () => {
    const { order, sku, webpayToken } = await webpayPaidOrder(10000, 2)
    const url = `/orders/${order.number}/refunds`
    const partial = await call(url, {
      method: 'POST',
      json: { expected_refunded: 0, reason: 'Faltó una botella', lines: [{ sku, qty: 1 }] },
    })
    expect(partial.status).toBe(201)
    const d = (await json<{ data: AdminOrderDetail }>(partial)).data
    expect(d.payment_state).toBe('partially_refunded')
    expect(d.refunds[0]!.reference).toMatch(/^\d{6}$/)
    const cancel = await call(`/orders/${order.number}/transitions`, {
      method: 'POST',
      json: { action: 'cancel', version: d.version, reason: 'Sin stock del proveedor' },
    })
    expect(cancel.status).toBe(200)
    const cancelled = (await json<{ data: AdminOrderDetail }>(cancel)).data
    expect(cancelled).toMatchObject({ status: 'cancelled', payment_state: 'refunded', refunded: order.totals.total })
    const tx = await t.db
      .prepare('SELECT refunded FROM webpay_sandbox_transactions WHERE token = ?')
      .bind(webpayToken)
      .first<{ refunded: number }>()
    expect(tx!.refunded).toBe(order.totals.total)
    const audit = await lastAudit('order.cancel')
    expect(audit).toMatchObject({ subject: order.number, actor_name: 'Andrea Lagos' })
  })
})

// -------------------------------------------------------------------------------------------------- customers

describe('customers: GET /api/admin/customers, /{id}, export and erasure', () => {
  it('searches by name, e-mail and RUT, accent- and case-insensitive', async () => {
    const person = await registerUser(t, { first_name: 'Ramón', last_name: 'Pérez Núñez', rut: '11.111.111-1' })
    await guarded('/customers')
    await guarded(`/customers/${person.user.id}`)
    for (const q of ['perez nunez', 'RAMON', 'Pérez', '11111111', person.email.toUpperCase()]) {
      const page = await json<Paged<AdminCustomerRow>>(
        await call(`/customers?q=${encodeURIComponent(q)}`, { token: staff.token }),
      )
      expect(
        page.data.map((r) => r.id),
        q,
      ).toContain(person.user.id)
    }
    expect((await call('/customers/abc')).status).toBe(404)
  })

  it('shows orders, addresses, newsletter and favourites; admins export and erase, keeping orders for tax', async () => {
    const person = await registerUser(t, { first_name: 'Inés', last_name: 'Valdés' })
    const cart = await newCart(t)
    await put(t, cart, await addProduct(t, { price: 9000, stock: 5 }), 1)
    const placed = await t.call(`/api/purchases?cart_id=${cart}`, {
      method: 'POST',
      token: person.access_token,
      headers: { 'idempotency-key': `cust-${Date.now()}-abcdefgh` },
      json: orderBody({ customer: undefined, payment_method: { document: '0', platform: 'transfer' } }),
    })
    const order = (await json<{ data: CreatedOrder }>(placed)).data.order
    await t.db.prepare('INSERT INTO newsletter_subscribers (email) VALUES (?)').bind(person.email).run()

    const detail = (
      await json<{ data: AdminCustomerDetail }>(await call(`/customers/${person.user.id}`, { token: staff.token }))
    ).data
    expect(detail).toMatchObject({ name: 'Inés Valdés', newsletter: true, favourites: 0, orders: 1 })
    expect(detail.order_list[0]!.number).toBe(order.number)

    // Export and erasure are for admins.
    expect((await call(`/customers/${person.user.id}/export`, { token: staff.token })).status).toBe(403)
    expect((await call(`/customers/${person.user.id}`, { method: 'DELETE', token: staff.token })).status).toBe(403)
    const exported = await call(`/customers/${person.user.id}/export`)
    expect(exported.headers.get('content-disposition')).toContain('attachment')
    const data = (await exported.json()) as { account: { email: string }; orders: { number: string }[] }
    expect(data.account.email).toBe(person.email)
    expect(data.orders.map((o) => o.number)).toEqual([order.number])
    expect((await lastAudit('customer.export')).subject).toBe('Inés Valdés')

    const erased = await call(`/customers/${person.user.id}`, { method: 'DELETE' })
    expect(erased.status).toBe(200)
    const after = (await json<{ data: AdminCustomerDetail }>(erased)).data
    expect(after).toMatchObject({ anonymised: true, newsletter: false, first_name: '' })
    expect(after.email).not.toBe(person.email)
    // The order stays for the tax record, without the person's name, RUT, e-mail or street.
    const kept = await t.db
      .prepare('SELECT number, total, email, customer, delivery FROM orders WHERE id = ?')
      .bind(order.id)
      .first<{ number: string; total: number; email: string; customer: string; delivery: string }>()
    expect(kept!.total).toBe(order.totals.total)
    expect(kept!.customer).not.toContain('Valdés')
    expect(kept!.email).not.toBe(person.email)
    expect(JSON.parse(kept!.delivery).address.address).toBe('')
    // They cannot sign in any more; a second erasure is a 409.
    const login = await t.call('/api/login', {
      method: 'POST',
      json: { email: person.email, password: person.password },
    })
    expect(login.status).not.toBe(200)
    expect((await call(`/customers/${person.user.id}`, { method: 'DELETE' })).status).toBe(409)
    const audit = await lastAudit('customer.anonymise')
    expect(JSON.stringify(audit)).not.toContain('Valdés')
  })
})

// ---------------------------------------------------------------------------------------- reservations, search

describe('attendees and search', () => {
  it("each event's booked count is its bookings, and its attendees export as CSV", async () => {
    const events = (
      await json<{ data: { id: number; booked: number; reservations: { people: number; status: string }[] }[] }>(
        await call('/reservations/events', { token: staff.token }),
      )
    ).data
    for (const e of events) {
      const sum = e.reservations.filter((r) => r.status === 'confirmed').reduce((s, r) => s + r.people, 0)
      expect(e.booked).toBe(sum)
    }
    const withPeople = events.find((e) => e.reservations.length > 0)!
    await guarded(`/reservations/events/${withPeople.id}/attendees.csv`)
    const csv = await call(`/reservations/events/${withPeople.id}/attendees.csv`, { token: staff.token })
    expect(csv.headers.get('content-type')).toContain('text/csv')
    const bytes = new Uint8Array(await csv.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder().decode(bytes)
    expect(text.startsWith('Código;Nombre;Personas;Correo;Teléfono;Estado')).toBe(true)
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(withPeople.reservations.length + 1)
    expect((await call('/reservations/events/999999/attendees.csv')).status).toBe(404)
  })

  it('order and stock search ignore accents and case', async () => {
    const { order } = await transferOrder(15000, 1, {
      customer: {
        name: 'José',
        surname: 'Pérez',
        rut: '12.345.678-5',
        email: 'jose.perez@example.cl',
        phone: guest.phone,
      },
    })
    for (const q of ['perez', 'PÉREZ', 'jose perez']) {
      const page = await json<Paged<AdminOrderRow>>(await call(`/orders?q=${encodeURIComponent(q)}`))
      expect(
        page.data.map((r) => r.number),
        q,
      ).toContain(order.number)
    }
    await t.db
      .prepare("UPDATE products SET name = 'Carménère Requínoa Reserva' WHERE sku = ?")
      .bind(
        (await t.db.prepare('SELECT sku FROM order_items WHERE order_id = ?').bind(order.id).first<{ sku: string }>())!
          .sku,
      )
      .run()
    const stock = await json<{ data: { name: string }[] }>(await call('/products?q=requinoa'))
    expect(stock.data.map((r) => r.name)).toContain('Carménère Requínoa Reserva')
  })

  it('the CSV follows the list filters and defaults to the current month', async () => {
    const { order } = await transferOrder(11000)
    const all = await call('/exports/orders.csv')
    expect(all.status).toBe(200)
    expect(all.headers.get('content-disposition')).toMatch(/pedidos-\d{4}-\d{2}-01-a-\d{4}-\d{2}-\d{2}\.csv/)
    expect(await all.text()).toContain(order.number)
    const onlyWebpay = await (await call('/exports/orders.csv?payment=webpay')).text()
    expect(onlyWebpay).not.toContain(order.number)
    const bad = await call('/exports/orders.csv?status=nope')
    expect(bad.status).toBe(422)
  })
})

// ---------------------------------------------------------------------------------------------------- audit

describe('the audit log in plain words', () => {
  it('names the subject by its number and filters by person, subject and date', async () => {
    const { order } = await transferOrder(25970)
    await confirmTransfer(order, 'OP-778812')
    const cancel = await call(`/orders/${order.id}/transitions`, {
      method: 'POST',
      token: staff.token,
      json: { action: 'cancel', version: 1, reason: 'sin stock del proveedor' },
    })
    expect(cancel.status).toBe(200)
    const page = await json<Paged<AuditEntry>>(
      await call(`/audit?actor=pablo&subject=${order.number.toLowerCase()}&from=${today()}&to=${today()}`),
    )
    expect(page.data.map((r) => r.action)).toEqual(['order.cancel'])
    expect(page.data[0]).toMatchObject({
      subject: order.number,
      actor_name: 'Pablo Lagos',
      after: { reason: 'sin stock del proveedor' },
    })
    const confirm = await json<Paged<AuditEntry>>(await call(`/audit?subject=${order.number}&actor=andrea`))
    expect(confirm.data[0]!.after).toMatchObject({
      'transfer.amount': order.totals.total,
      'transfer.reference': 'OP-778812',
    })
    // The order's timeline carries the same rows.
    const detail = (await json<{ data: AdminOrderDetail }>(await call(`/orders/${order.number}`))).data
    expect(detail.timeline.filter((e) => e.kind === 'audit').map((e) => e.audit?.subject)).toEqual([
      order.number,
      order.number,
    ])
    expect((await call('/audit?entity_type=nope')).status).toBe(422)
  })
})

export type { OrderView }
