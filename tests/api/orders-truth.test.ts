import { describe, expect, it } from 'vitest'
import type { Cart } from '~/contract/cart'
import type { CreatedOrder, OrderView, PaymentRedirect, TrackingView } from '~/contract/checkout'
import { webpaySandbox } from '~/api/payments/sandbox'
import { clockStartsAt } from './clock'
import { createTestApi } from './harness'
import { addProduct, guest, json, newCart, orderBody, placeOrder, put } from './cart-fixtures'

// What the shop tells a buyer about their order must be true: where it stands on the tracking page, what its lines
// and totals add up to, the phone the courier calls, and the language of its e-mails.

// Saturday 5 December 2026, 10:00 in Santiago: the promise skips Sunday and the 8 December holiday.
clockStartsAt('2026-12-05T13:00:00Z')
const t = await createTestApi()

async function place(
  lines: { price: number; reference_price?: number | null; stock?: number; name?: string; qty?: number }[],
  over: Record<string, unknown> = {},
  locale?: string,
) {
  const cart = await newCart(t)
  for (const line of lines) {
    const sku = await addProduct(t, { stock: 5, ...line })
    await put(t, cart, sku, line.qty ?? 1)
  }
  const res = await t.call(`/api/purchases?cart_id=${cart}`, {
    method: 'POST',
    json: orderBody(over),
    headers: { 'idempotency-key': `truth-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    locale,
  })
  expect(res.status).toBe(201)
  return (await json<{ data: CreatedOrder }>(res)).data
}

// Tracking limits guesses per address: each look here comes from a shopper's own address (the limits have tests of
// their own), so the file's many looks never add up to a refusal.
let looks = 0
const ownAddress = () => ({ 'cf-connecting-ip': `198.51.100.${(looks += 1) % 250}` })

const track = async (number: string, email = guest.email) => {
  const res = await t.call(`/api/order-tracking?${new URLSearchParams({ number, email })}`, { headers: ownAddress() })
  expect(res.status).toBe(200)
  return (await json<{ data: TrackingView }>(res)).data
}

const payAgain = (number: string, email = guest.email) =>
  t.call('/api/order-tracking/payments', { method: 'POST', json: { number, email }, headers: ownAddress() })

// An order's e-mails leave after the answer (waitUntil): they are read once that work has settled.
const mailsTo = async (number: string) => {
  await t.settled()
  return (
    await t.db
      .prepare('SELECT subject, text_body FROM mail_outbox WHERE subject LIKE ? ORDER BY id')
      .bind(`%${number}%`)
      .all<{ subject: string; text_body: string }>()
  ).results
}

describe('tracking tells where an order really stands', () => {
  it('keeps the instant of a late-evening order (23:35 in Santiago is 02:35 UTC the next day)', async () => {
    const { order } = await place([{ price: 12000 }], { payment_method: { document: '0', platform: 'transfer' } })
    await t.db.batch([
      t.db.prepare("UPDATE orders SET created_at = '2026-11-27T02:35:00.000Z' WHERE id = ?").bind(order.id),
      t.db.prepare("UPDATE order_events SET created_at = '2026-11-27T02:35:00.000Z' WHERE order_id = ?").bind(order.id),
    ])
    const view = await track(order.number)
    expect(view.state).toBe('active')
    expect(view.purchase_date).toBe('2026-11-27T02:35:00.000Z')
    expect(view.steps[0]).toMatchObject({ status: 'in_validation', done: true, date: '2026-11-27T02:35:00.000Z' })
  })

  it('a cancelled order promises nothing and shows no progress, but keeps its lines and totals', async () => {
    const { order } = await place([{ price: 12000 }], { payment_method: { document: '0', platform: 'transfer' } })
    await t.db.batch([
      t.db.prepare("UPDATE orders SET status = 'cancelled' WHERE id = ?").bind(order.id),
      t.db
        .prepare("INSERT INTO order_events (order_id, status, note) VALUES (?, 'cancelled', 'Sin stock en bodega')")
        .bind(order.id),
    ])
    const view = await track(order.number)
    expect(view.state).toBe('cancelled')
    expect(view.cancelled).toMatchObject({ reason: 'Sin stock en bodega' })
    expect(view.steps).toEqual([])
    expect(view.estimated_delivery).toBeNull()
    expect(view.items.map((i) => [i.qty, i.price])).toEqual([[1, 12000]])
    expect(view.totals).toMatchObject({ subtotal: 12000, shipping: 3990, total: 15990 })
  })

  it('an unpaid Webpay order is pending payment, held until its deadline, and can be paid again', async () => {
    const { order } = await place([{ price: 10000 }])
    const view = await track(order.number)
    expect(view.state).toBe('payment_pending')
    expect(view.steps).toEqual([])
    expect(view.estimated_delivery).toBeNull()
    const row = await t.db
      .prepare('SELECT expires_at FROM orders WHERE id = ?')
      .bind(order.id)
      .first<{ expires_at: string }>()
    expect(view.hold_until).toBe(row!.expires_at)

    // The same number and e-mail start a new Webpay transaction for the same order (not with another e-mail).
    expect((await payAgain(order.number, 'otra@example.cl')).status).toBe(404)
    const res = await payAgain(order.number.toLowerCase(), guest.email.toUpperCase())
    expect(res.status).toBe(201)
    const redirect = (await json<{ data: PaymentRedirect }>(res)).data
    expect(redirect.url).toContain('/_sandbox/webpay/')
    const payments = await t.db
      .prepare('SELECT buy_order, amount FROM payments WHERE order_id = ?')
      .bind(order.id)
      .all<{ buy_order: string; amount: number }>()
    expect(payments.results).toEqual([{ buy_order: `${order.number}-1`, amount: order.totals.total }])
  })

  it('cancelled at Webpay, the order is still pending payment, held until its deadline, and payable', async () => {
    const { order } = await place([{ price: 10000, stock: 3, qty: 2 }])
    const sku = order.items[0]!.sku
    const started = (await json<{ data: PaymentRedirect }>(await payAgain(order.number))).data
    // The shopper presses "Anular" on Webpay's form: the gateway returns TBK_TOKEN with the buy order and session.
    const form = await webpaySandbox.request(
      '/_sandbox/webpay/webpayserver/pay',
      { method: 'POST', body: new URLSearchParams({ token: started.token, action: 'abort' }) },
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
    expect(back.headers.get('location')).toBe(`/compras/fallida/${order.id}`)

    const view = await track(order.number)
    expect(view.state).toBe('payment_pending')
    expect(view.can_pay).toBe(true)
    expect(Date.parse(view.hold_until!)).toBeGreaterThan(Date.now())
    // The units really are held: another shopper cannot take them.
    const stock = await t.db.prepare('SELECT stock FROM products WHERE sku = ?').bind(sku).first<{ stock: number }>()
    expect(stock!.stock).toBe(1)
    // And paying from tracking works, as the failure page's retry does.
    expect((await payAgain(order.number)).status).toBe(201)
  })

  it('once the hold really ended it says it expired, and can still be paid while the failure page would', async () => {
    const { order, guest_token } = await place([{ price: 10000 }])
    await t.db.prepare("UPDATE orders SET expires_at = '2020-01-01T00:00:00.000Z' WHERE id = ?").bind(order.id).run()
    const view = await track(order.number)
    expect(view.state).toBe('expired')
    expect(view.hold_until).toBeNull()
    expect(view.estimated_delivery).toBeNull()
    expect(view.can_pay).toBe(true)
    const failurePage = (
      await json<{ data: OrderView }>(
        await t.call(`/api/purchases/${order.id}`, { headers: { 'x-order-token': guest_token! } }),
      )
    ).data
    expect(failurePage.can_retry).toBe(view.can_pay)
    // Paying takes the units again (they are still in stock) and the order holds them anew.
    expect((await payAgain(order.number)).status).toBe(201)
    const again = await track(order.number)
    expect(again.state).toBe('payment_pending')

    // A bank-transfer order is never paid from here.
    const transfer = (await place([{ price: 10000 }], { payment_method: { document: '0', platform: 'transfer' } }))
      .order
    expect((await track(transfer.number)).can_pay).toBe(false)
    const refused = await payAgain(transfer.number)
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({ message: 'Este pedido no se puede pagar' })
  })
})

describe('lines, subtotal and discounts agree', () => {
  it('a discounted line adds up at its normal price and its offer is the discount, in the order and its e-mail', async () => {
    const { order } = await place(
      [
        { price: 47990, reference_price: 68990, name: 'Carménère Gran Reserva' },
        { price: 10000, name: 'Sauvignon Blanc' },
      ],
      { payment_method: { document: '0', platform: 'transfer' } },
    )
    expect(order.totals).toMatchObject({ subtotal: 78990, product_discount: 21000, discount: 21000 })
    const view = await track(order.number)
    expect(view.totals).toEqual(order.totals)
    expect(view.items.map((i) => [i.name, i.price, i.reference_price])).toEqual([
      ['Carménère Gran Reserva', 47990, 68990],
      ['Sauvignon Blanc', 10000, null],
    ])
    const [mail] = await mailsTo(order.number)
    expect(mail!.text_body).toContain('1 × Carménère Gran Reserva — $68.990')
    expect(mail!.text_body).toContain('oferta $47.990 c/u: −$21.000')
    expect(mail!.text_body).toContain('1 × Sauvignon Blanc — $10.000')
    expect(mail!.text_body).toContain('Subtotal: $78.990\nOfertas: −$21.000\nDespacho: $3.990\nTotal: $61.980')
  })

  it("a sold-out line no longer counts in the cart's subtotal", async () => {
    const cart = await newCart(t)
    const kept = await addProduct(t, { price: 9990, stock: 5 })
    const gone = await addProduct(t, { price: 20000, stock: 5 })
    await put(t, cart, kept, 1)
    await put(t, cart, gone, 2)
    await t.db.prepare('UPDATE products SET stock = 0 WHERE sku = ?').bind(gone).run()
    const res = await t.call(`/api/shopping-cart?cart_id=${cart}`)
    const { data } = await json<{ data: Cart }>(res)
    expect(data.items.map((i) => i.sku).sort()).toEqual([kept, gone].sort())
    expect(data.totals).toMatchObject({ quantity: 1, subtotal: 9990, amount: 9990 })
    expect(data.total).toBe(9990)
  })
})

describe('the phone the courier calls', () => {
  it('is required of a guest, validated for Chile, and kept on the order in E.164', async () => {
    const cart = await newCart(t)
    await put(t, cart, await addProduct(t, { price: 10000, stock: 5 }), 1)
    const { phone: _phone, ...noPhone } = guest
    const refused = await placeOrder(t, cart, orderBody({ customer: { ...noPhone, phone: '12 34' } }))
    expect(refused.status).toBe(422)
    expect(((await refused.json()) as { errors: Record<string, string[]> }).errors).toMatchObject({
      'customer.phone': ['Este campo debe ser un teléfono chileno válido (9 dígitos)'],
    })
    const { order } = await place([{ price: 10000 }])
    expect(order.customer.phone).toBe('+56987654321')
    const row = await t.db.prepare('SELECT phone FROM orders WHERE id = ?').bind(order.id).first<{ phone: string }>()
    expect(row!.phone).toBe('+56987654321')
  })
})

describe('e-mails and notices in the words and language of the order', () => {
  it('a card payment mails in the language the order was placed in, whatever the return request says', async () => {
    const { order, guest_token } = await place([{ price: 10000 }], {}, 'en')
    expect(order.locale).toBe('en')
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
    // Webpay's page sends the browser back with its own headers: here, a Spanish Accept-Language.
    const back = await t.call('/api/payments/webpay/return', {
      method: 'POST',
      body: new URLSearchParams(fields),
      redirect: 'manual',
      locale: 'es',
    })
    expect(back.headers.get('x-payment-outcome')).toBe('authorized')
    const paid = (
      await json<{ data: OrderView }>(
        await t.call(`/api/purchases/${order.id}`, { headers: { 'x-order-token': guest_token! } }),
      )
    ).data
    expect(paid.status).toBe('paid')
    const mails = await mailsTo(order.number)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe(`Your order ${order.number} at Vinoteca Andes`)
    expect(mails[0]!.text_body).toContain(`We received the payment for order ${order.number}`)
    expect(mails[0]!.text_body).toContain('Arrives on Thursday, December 10.')
  })

  it('a stock notice agrees in number with the units left', async () => {
    const cart = await newCart(t)
    const sku = await addProduct(t, { price: 10000, stock: 1, name: 'Última Botella' })
    const res = await put(t, cart, sku, 3)
    expect(((await res.json()) as { message: string }).message).toBe('Solo queda 1 unidad disponible de Última Botella')
    const two = await addProduct(t, { price: 10000, stock: 2, name: 'Dos Botellas' })
    const again = await put(t, cart, two, 3)
    expect(((await again.json()) as { message: string }).message).toBe(
      'Solo quedan 2 unidades disponibles de Dos Botellas',
    )
  })
})
