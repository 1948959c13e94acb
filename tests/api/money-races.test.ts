import { describe, expect, it } from 'vitest'
import type { AdminOrderDetail, AuditEntry } from '~/contract/admin'
import type { CreatedOrder, OrderView, PaymentRedirect, TrackingView } from '~/contract/checkout'
import type { Paged } from '~/contract/paging'
import { webpaySandbox } from '~/api/payments/sandbox'
import { registerUser } from './auth-helpers'
import { clockStartsAt } from './clock'
import { createTestApi } from './harness'
import { addProduct, json, newCart, orderBody, placeOrder, put } from './cart-fixtures'

// Money when people behave like people: two tabs, ten clicks at once, a card form finished late.
clockStartsAt('2026-11-30T13:00:00Z')
const t = await createTestApi()

const admin = await registerUser(t, { first_name: 'Andrea', last_name: 'Lagos' })
await t.db.prepare(`UPDATE users SET role = 'admin' WHERE id = ?`).bind(admin.user.id).run()

async function pendingOrder(price = 10000, qty = 2) {
  const sku = await addProduct(t, { price, stock: 20 })
  const cart = await newCart(t)
  await put(t, cart, sku, qty)
  const { order, guest_token } = (await json<{ data: CreatedOrder }>(await placeOrder(t, cart))).data
  return { sku, order, token: guest_token! }
}

const payCall = (orderId: string, token: string, locale: 'es' | 'en' = 'es') =>
  t.call(`/api/purchases/${orderId}/pay`, { method: 'POST', json: {}, locale, headers: { 'x-order-token': token } })

async function pay(orderId: string, token: string): Promise<PaymentRedirect> {
  const res = await payCall(orderId, token)
  expect(res.status).toBe(200)
  return (await json<{ data: PaymentRedirect }>(res)).data
}

/** The shopper types the approved card on the sandbox's form, and the browser posts the return to the shop. */
async function payOnCardForm(tx: string) {
  const res = await webpaySandbox.request(
    '/_sandbox/webpay/webpayserver/pay',
    { method: 'POST', body: new URLSearchParams({ token: tx, action: 'pay', card_number: '4051885600446623' }) },
    t.env,
  )
  const fields = Object.fromEntries(
    [...(await res.text()).matchAll(/name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]),
  )
  return t.call('/api/payments/webpay/return', {
    method: 'POST',
    body: new URLSearchParams(fields),
    redirect: 'manual',
  })
}

const gatewayTransactions = (number: string) =>
  t.db
    .prepare(`SELECT token, status, committed, refunded FROM webpay_sandbox_transactions WHERE buy_order LIKE ?`)
    .bind(`${number}-%`)
    .all<{ token: string; status: string; committed: number; refunded: number }>()
    .then((r) => r.results)

const shopPayments = (orderId: string) =>
  t.db
    .prepare('SELECT token, status, attempt, buy_order FROM payments WHERE order_id = ? ORDER BY attempt')
    .bind(orderId)
    .all<{ token: string | null; status: string; attempt: number; buy_order: string }>()
    .then((r) => r.results)

/** A mail sent after the answer (waitUntil), read once that work has settled. */
async function mailTo(subject: string) {
  await t.settled()
  return t.db
    .prepare('SELECT to_address, text_body FROM mail_outbox WHERE subject = ?')
    .bind(subject)
    .first<{ to_address: string; text_body: string }>()
}

describe('one card payment per order', () => {
  it('two tabs paying one after the other: the second gets the open transaction, a paid order refuses a new one', async () => {
    const { order, token } = await pendingOrder()
    const first = await pay(order.id, token)
    const second = await pay(order.id, token)
    expect(second).toEqual(first)
    expect(await gatewayTransactions(order.number)).toHaveLength(1)

    const paid = await payOnCardForm(first.token)
    expect(paid.headers.get('location')).toBe(`/compras/completa/${order.id}`)
    // The other tab clicks "pay" again: 409 in the request's language, nothing opened at the gateway.
    const es = await payCall(order.id, token)
    expect(es.status).toBe(409)
    expect((await json<{ message: string }>(es)).message).toBe(
      'Este pedido ya está pagado: no se puede volver a pagar.',
    )
    const en = await payCall(order.id, token, 'en')
    expect(en.status).toBe(409)
    expect((await json<{ message: string }>(en)).message).toBe('This order is already paid: it cannot be paid again.')
    expect(await gatewayTransactions(order.number)).toHaveLength(1)
    expect((await shopPayments(order.id)).map((p) => p.status)).toEqual(['authorized'])
  }, 300_000)

  it('10 pays at once on one unpaid order: one transaction at the gateway and in the shop, no 5xx', async () => {
    const { order, token } = await pendingOrder()
    const answers = await Promise.all(Array.from({ length: 10 }, () => payCall(order.id, token)))
    const statuses = answers.map((r) => r.status)
    expect(statuses.filter((s) => s >= 500)).toEqual([])
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true)
    const tokens = new Set<string>()
    for (const res of answers)
      if (res.status === 200) tokens.add((await json<{ data: PaymentRedirect }>(res)).data.token)
    expect(tokens.size).toBe(1)
    const atGateway = await gatewayTransactions(order.number)
    expect(atGateway).toHaveLength(1)
    const inShop = await shopPayments(order.id)
    expect(inShop).toHaveLength(1)
    expect(inShop[0]).toMatchObject({ status: 'created', attempt: 1, buy_order: `${order.number}-1` })
    expect(inShop[0]!.token).toBe(atGateway[0]!.token)
    expect([...tokens]).toEqual([atGateway[0]!.token])
  }, 300_000)

  it('a late approval from an old transaction: exactly one capture kept, the other reversed, audited and mailed', async () => {
    const { order, token } = await pendingOrder(13990, 1)
    const old = await pay(order.id, token)
    // The shop thinks the first token is spent (its form was opened long ago) while the shopper still has it.
    const longAgo = new Date(Date.now() - 6 * 60 * 1000).toISOString()
    await t.db.prepare('UPDATE payments SET created_at = ? WHERE token = ?').bind(longAgo, old.token).run()
    const fresh = await pay(order.id, token)
    expect(fresh.token).not.toBe(old.token)
    expect((await shopPayments(order.id)).map((p) => [p.attempt, p.status])).toEqual([
      [1, 'superseded'],
      [2, 'created'],
    ])
    // The shopper's pages read the closed attempt as a note (told in words there), never as the order's payment.
    const shopperView = async () =>
      (
        await json<{ data: OrderView }>(
          await t.call(`/api/purchases/${order.id}`, { headers: { 'x-order-token': token } }),
        )
      ).data
    expect((await shopperView()).payment_notes).toEqual([
      { kind: 'superseded', amount: order.totals.total, at: expect.any(String) },
    ])

    expect((await payOnCardForm(fresh.token)).headers.get('x-payment-outcome')).toBe('authorized')
    const late = await payOnCardForm(old.token)
    expect(late.status).toBe(303)
    expect(late.headers.get('x-payment-outcome')).toBe('reversed')

    const atGateway = Object.fromEntries((await gatewayTransactions(order.number)).map((tx) => [tx.token, tx]))
    expect(atGateway[fresh.token]).toMatchObject({ status: 'AUTHORIZED', committed: 1, refunded: 0 })
    expect(atGateway[old.token]).toMatchObject({ status: 'REVERSED', committed: 1, refunded: order.totals.total })
    expect((await shopPayments(order.id)).map((p) => p.status)).toEqual(['reversed', 'authorized'])

    expect((await shopperView()).payment_notes.map((n) => [n.kind, n.amount])).toEqual([
      ['reversed', order.totals.total],
    ])
    const tracked = await json<{ data: TrackingView }>(
      await t.call(`/api/order-tracking?number=${order.number}&email=${encodeURIComponent(order.email)}`),
    )
    expect(tracked.data.payment_notes.map((n) => n.kind)).toEqual(['reversed'])

    const mail = await mailTo(`Tu pedido ${order.number}: anulamos un pago repetido`)
    expect(mail?.text_body).toContain('Recibimos un segundo pago de $17.980')
    expect(mail?.text_body).toContain('que ya estaba pagado')

    const detail = (
      await json<{ data: AdminOrderDetail }>(
        await t.call(`/api/admin/orders/${order.number}`, { token: admin.access_token }),
      )
    ).data
    expect(detail).toMatchObject({ status: 'paid', paid: order.totals.total, refunded: 0 })
    expect(detail.payments.map((p) => p.status)).toEqual(['reversed', 'authorized'])
    const audit = await json<Paged<AuditEntry>>(
      await t.call('/api/admin/audit?per_page=50', { token: admin.access_token }),
    )
    const row = audit.data.find((r) => r.action === 'payment.reversed' && r.subject === order.number)
    expect(row?.after).toMatchObject({ amount: order.totals.total, reason: 'duplicate' })
  }, 300_000)
})

describe('refunds never above what was paid for the line', () => {
  const refund = (number: string, body: Record<string, unknown>) =>
    t.call(`/api/admin/orders/${number}/refunds`, { method: 'POST', json: body, token: admin.access_token })

  it('three wines at the $14.990 offer with a 15 % coupon: one bottle gives back what was paid for it', async () => {
    await t.db
      .prepare(`INSERT INTO coupons (code, kind, value, min_amount, auto_apply) VALUES ('PAGO15', 'percent', 15, 0, 0)`)
      .run()
    const sku = await addProduct(t, { price: 14990, reference_price: 18990, stock: 10, name: 'Carmenere Reserva' })
    const cart = await newCart(t)
    await put(t, cart, sku, 3)
    const redeemed = await t.call(`/api/discount-codes/redeem?cart_id=${cart}`, {
      method: 'POST',
      json: { code: 'PAGO15', email: 'camila@example.cl' },
    })
    expect(redeemed.status).toBe(200)
    const placed = (await json<{ data: CreatedOrder }>(await placeOrder(t, cart))).data
    const { order } = placed
    expect(order.totals).toMatchObject({ coupon_discount: 6746 })
    const { token: tx } = await pay(order.id, placed.guest_token!)
    expect((await payOnCardForm(tx)).headers.get('x-payment-outcome')).toBe('authorized')

    const before = (
      await json<{ data: AdminOrderDetail }>(
        await t.call(`/api/admin/orders/${order.number}`, { token: admin.access_token }),
      )
    ).data
    // 44.970 at the offer less the 6.746 coupon: what the line cost the shopper, shown to staff on the form.
    expect(before.items[0]).toMatchObject({ sku, qty: 3, price: 14990, paid: 38224, refunded_qty: 0 })

    const one = await refund(order.number, {
      expected_refunded: 0,
      reason: 'Una botella rota',
      lines: [{ sku, qty: 1 }],
    })
    expect(one.status).toBe(201)
    expect((await json<{ data: AdminOrderDetail }>(one)).data).toMatchObject({ refunded: 12741 })
    const atGateway = await gatewayTransactions(order.number)
    expect(atGateway[0]!.refunded).toBe(12741)
    const mail = await t.db
      .prepare('SELECT text_body FROM mail_outbox WHERE subject = ?')
      .bind(`Tu pedido ${order.number}: devolución parcial realizada`)
      .first<{ text_body: string }>()
    expect(mail?.text_body).toContain('Devolvimos $12.741 a la tarjeta')
    expect(mail?.text_body).toContain('1 × Carmenere Reserva')

    // More units than are left to refund: refused, in the request's language.
    const tooMany = await refund(order.number, { expected_refunded: 12741, reason: 'Todas', lines: [{ sku, qty: 3 }] })
    expect(tooMany.status).toBe(422)
    expect((await json<{ message: string }>(tooMany)).message).toBe(
      'Del producto Carmenere Reserva quedan 2 unidades por devolver.',
    )
    // The other two: together the line gives back exactly what was paid for it, never 3 × 14.990.
    const rest = await refund(order.number, {
      expected_refunded: 12741,
      reason: 'Las otras dos',
      lines: [{ sku, qty: 2 }],
    })
    expect(rest.status).toBe(201)
    const after = (await json<{ data: AdminOrderDetail }>(rest)).data
    expect(after.refunded).toBe(38224)
    expect(after.items[0]).toMatchObject({ refunded_qty: 2 + 1 })
    // Shipping stays: it is refunded only when asked for, on purpose.
    expect(after.payment_state).toBe('partially_refunded')
    expect(order.totals.shipping).toBeGreaterThan(0)
    expect(order.totals.total - after.refunded).toBe(order.totals.shipping)
    const sneaky = await refund(order.number, { expected_refunded: 38224, reason: 'El despacho', amount: 1000 })
    expect(sneaky.status).toBe(422)
    expect((await json<{ message: string }>(sneaky)).message).toBe(
      'Sin «Reembolsar también el despacho» se pueden devolver hasta $0: el despacho se devuelve solo si lo marcas.',
    )
    const shipping = await refund(order.number, { expected_refunded: 38224, reason: 'Llegó tarde', shipping: true })
    expect(shipping.status).toBe(201)
    const full = (await json<{ data: AdminOrderDetail }>(shipping)).data
    expect(full).toMatchObject({ refunded: order.totals.total, payment_state: 'refunded' })
    expect(full.refunds.map((r) => r.shipping)).toEqual([0, 0, order.totals.shipping])
    const shippingMail = await t.db
      .prepare('SELECT text_body FROM mail_outbox WHERE subject = ?')
      .bind(`Tu pedido ${order.number}: devolución realizada`)
      .first<{ text_body: string }>()
    expect(shippingMail?.text_body).toContain('Incluye el despacho: $3.990.')
    const again = await refund(order.number, {
      expected_refunded: order.totals.total,
      reason: 'Otra vez',
      shipping: true,
    })
    expect(again.status).toBe(422)
  }, 300_000)

  it('a confirmed bank transfer is recorded as the order payment', async () => {
    const sku = await addProduct(t, { price: 12000, stock: 10 })
    const cart = await newCart(t)
    await put(t, cart, sku, 1)
    const res = await placeOrder(t, cart, orderBody({ payment_method: { document: '0', platform: 'transfer' } }))
    const { order } = (await json<{ data: CreatedOrder }>(res)).data
    const confirm = await t.call(`/api/admin/orders/${order.id}/transitions`, {
      method: 'POST',
      token: admin.access_token,
      json: {
        action: 'confirm',
        version: 0,
        transfer: { amount: order.totals.total, transferred_on: '2026-11-30', reference: 'OP-1' },
      },
    })
    expect(confirm.status).toBe(200)
    const detail = (await json<{ data: AdminOrderDetail }>(confirm)).data
    expect(detail.payments).toMatchObject([{ platform: 'transfer', status: 'authorized', amount: order.totals.total }])
    expect(detail).toMatchObject({ paid: order.totals.total, payment_state: 'paid' })
  }, 300_000)
})
