import { describe, expect, it } from 'vitest'
import type { CreatedOrder, OrderView, PaymentRedirect } from '~/contract/checkout'
import { webpaySandbox } from '~/api/payments/sandbox'
import { createWebpay } from '~/api/payments/webpay'
import { clockStartsAt } from './clock'
import { createTestApi } from './harness'
import { addProduct, json, newCart, placeOrder, put, stockOf } from './cart-fixtures'

// Monday 30 November 2026, 10:00 in Santiago: the promise falls on a Wednesday (an accented day name).
clockStartsAt('2026-11-30T13:00:00Z')
const t = await createTestApi()

async function pendingOrder(stock = 5, qty = 2) {
  const sku = await addProduct(t, { price: 10000, stock })
  const cart = await newCart(t)
  await put(t, cart, sku, qty)
  const { order, guest_token } = (await json<{ data: CreatedOrder }>(await placeOrder(t, cart))).data
  return { sku, cart, order, token: guest_token! }
}

async function pay(orderId: string, token: string): Promise<PaymentRedirect> {
  const res = await t.call(`/api/purchases/${orderId}/pay`, {
    method: 'POST',
    json: {},
    headers: { 'x-order-token': token },
  })
  expect(res.status).toBe(200)
  return (await json<{ data: PaymentRedirect }>(res)).data
}

/** What the card form posts back to the shop: the hidden fields of the sandbox's auto-submitting form. */
async function sandboxSubmit(token: string, fields: Record<string, string>): Promise<Record<string, string>> {
  const res = await webpaySandbox.request(
    '/_sandbox/webpay/webpayserver/pay',
    { method: 'POST', body: new URLSearchParams({ token, ...fields }) },
    t.env,
  )
  const html = await res.text()
  return Object.fromEntries([...html.matchAll(/name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]))
}

async function returnWith(params: Record<string, string>, method: 'GET' | 'POST' = 'POST') {
  if (method === 'GET')
    return t.call(`/api/payments/webpay/return?${new URLSearchParams(params)}`, { redirect: 'manual' })
  return t.call('/api/payments/webpay/return', {
    method: 'POST',
    body: new URLSearchParams(params),
    redirect: 'manual',
  })
}

async function orderOf(id: string, token: string): Promise<OrderView> {
  return (
    await json<{ data: OrderView }>(await t.call(`/api/purchases/${id}`, { headers: { 'x-order-token': token } }))
  ).data
}

describe('Webpay Plus over the Worker sandbox (create → token_ws → commit)', () => {
  it('the card form page is served for the token', async () => {
    const { order, token } = await pendingOrder()
    const redirect = await pay(order.id, token)
    expect(redirect.url).toBe('http://localhost/_sandbox/webpay/webpayserver/initTransaction')
    const form = await webpaySandbox.request(
      `/_sandbox/webpay/webpayserver/initTransaction?token_ws=${redirect.token}`,
      {},
      t.env,
    )
    const html = await form.text()
    expect(html).toContain('Número de tarjeta')
    expect(html).toContain('$23.990') // 2 × 10.000 + Santiago delivery 3.990
    // No implicit /favicon.ico request (a 404 in the shopper's console): the page names the icon the shop serves.
    expect(html).toContain('<link rel="icon" href="/favicon.svg"')
  })

  it('normal return, approved: commits, marks the order paid, empties the cart; a replay returns the same result', async () => {
    const { order, token, sku, cart } = await pendingOrder()
    const { token: tx } = await pay(order.id, token)
    const fields = await sandboxSubmit(tx, { action: 'pay', card_number: '4051 8856 0044 6623' })
    expect(Object.keys(fields)).toEqual(['token_ws'])
    const res = await returnWith(fields)
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(`/compras/completa/${order.id}`)
    const paid = await orderOf(order.id, token)
    expect(paid.status).toBe('paid')
    expect(paid.payment).toMatchObject({ status: 'authorized', card_number: '6623', authorization_code: '1213' })
    expect(await stockOf(t, sku)).toBe(3)
    const items = await t.db
      .prepare('SELECT COUNT(*) AS n FROM cart_items WHERE cart_id = ?')
      .bind(cart)
      .first<{ n: number }>()
    expect(items!.n).toBe(0)
    // Replayed return (GET this time): same result, no second commit (the sandbox would refuse one).
    const again = await returnWith(fields, 'GET')
    expect(again.headers.get('location')).toBe(`/compras/completa/${order.id}`)
    expect(again.headers.get('x-payment-outcome')).toBe('authorized')
    // One confirmation e-mail, sent on the payment (not on the replay) after its answer, with the promised day.
    await t.settled()
    const { results: mails } = await t.db
      .prepare('SELECT subject, text_body FROM mail_outbox WHERE subject = ?')
      .bind(`Tu pedido ${order.number} en Vinoteca Andes`)
      .all<{ subject: string; text_body: string }>()
    expect(mails).toHaveLength(1)
    expect(mails[0]!.text_body).toContain(`Recibimos el pago de tu pedido ${order.number}`)
    expect(mails[0]!.text_body).toContain('Llega el miércoles 2 de diciembre.')
  })

  it('normal return, rejected card: failure page, units still held; a retry pays the same order', async () => {
    const { order, token, sku } = await pendingOrder()
    const first = await pay(order.id, token)
    const res = await returnWith(
      await sandboxSubmit(first.token, { action: 'pay', card_number: '5186 0595 5959 0568' }),
    )
    expect(res.headers.get('location')).toBe(`/compras/fallida/${order.id}`)
    expect((await orderOf(order.id, token)).status).toBe('pending_payment')
    expect(await stockOf(t, sku)).toBe(3)
    const retry = await pay(order.id, token)
    expect(retry.token).not.toBe(first.token)
    expect(await stockOf(t, sku)).toBe(3)
    const ok = await returnWith(await sandboxSubmit(retry.token, { action: 'pay', card_number: '4051885600446623' }))
    expect(ok.headers.get('location')).toBe(`/compras/completa/${order.id}`)
    expect((await orderOf(order.id, token)).status).toBe('paid')
    expect(await stockOf(t, sku)).toBe(3)
  })

  it('user abort (TBK_TOKEN + TBK_ORDEN_COMPRA + TBK_ID_SESION): failure, units held until the deadline', async () => {
    const { order, token, sku } = await pendingOrder()
    const { token: tx } = await pay(order.id, token)
    const fields = await sandboxSubmit(tx, { action: 'abort' })
    expect(Object.keys(fields).sort()).toEqual(['TBK_ID_SESION', 'TBK_ORDEN_COMPRA', 'TBK_TOKEN'])
    const res = await returnWith(fields)
    expect(res.headers.get('location')).toBe(`/compras/fallida/${order.id}`)
    expect(res.headers.get('x-payment-outcome')).toBe('aborted')
    expect(await stockOf(t, sku)).toBe(3)
  })

  it('timeout (TBK_ID_SESION + TBK_ORDEN_COMPRA only): failure, units held until the deadline', async () => {
    const { order, token, sku } = await pendingOrder()
    const { token: tx } = await pay(order.id, token)
    // The form expired: the sandbox answers the timeout return itself.
    await t.db
      .prepare("UPDATE webpay_sandbox_transactions SET created_at = '2020-01-01T00:00:00.000Z' WHERE token = ?")
      .bind(tx)
      .run()
    const form = await webpaySandbox.request(`/_sandbox/webpay/webpayserver/initTransaction?token_ws=${tx}`, {}, t.env)
    const fields = Object.fromEntries(
      [...(await form.text()).matchAll(/name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]),
    )
    expect(Object.keys(fields).sort()).toEqual(['TBK_ID_SESION', 'TBK_ORDEN_COMPRA'])
    const res = await returnWith(fields)
    expect(res.headers.get('x-payment-outcome')).toBe('timeout')
    expect(res.headers.get('location')).toBe(`/compras/fallida/${order.id}`)
    expect(await stockOf(t, sku)).toBe(3)
  })

  it('invalid (token_ws + TBK_TOKEN): failure without commit', async () => {
    const { order, token, sku } = await pendingOrder()
    const { token: tx } = await pay(order.id, token)
    const res = await returnWith({ token_ws: tx, TBK_TOKEN: tx })
    expect(res.headers.get('x-payment-outcome')).toBe('invalid')
    expect(res.headers.get('location')).toBe(`/compras/fallida/${order.id}`)
    expect(await stockOf(t, sku)).toBe(3)
  })

  it('a return with a forged session id changes nothing', async () => {
    const { order, token, sku } = await pendingOrder()
    await pay(order.id, token)
    const payment = await t.db
      .prepare('SELECT buy_order FROM payments WHERE order_id = ?')
      .bind(order.id)
      .first<{ buy_order: string }>()
    const res = await returnWith({ TBK_ORDEN_COMPRA: payment!.buy_order, TBK_ID_SESION: 'guessed' })
    expect(res.headers.get('location')).toBe('/compras/fallida')
    expect((await orderOf(order.id, token)).status).toBe('pending_payment')
    expect(await stockOf(t, sku)).toBe(3)
  })

  it('a tampered amount is rejected: the authorisation is reversed and the order is not paid', async () => {
    const { order, token, sku } = await pendingOrder()
    const { token: tx } = await pay(order.id, token)
    await t.db.prepare('UPDATE webpay_sandbox_transactions SET amount = 100 WHERE token = ?').bind(tx).run()
    const res = await returnWith(await sandboxSubmit(tx, { action: 'pay', card_number: '4051885600446623' }))
    expect(res.headers.get('x-payment-outcome')).toBe('mismatch')
    expect(res.headers.get('location')).toBe(`/compras/fallida/${order.id}`)
    expect((await orderOf(order.id, token)).status).toBe('pending_payment')
    const tx2 = await t.db
      .prepare('SELECT status FROM webpay_sandbox_transactions WHERE token = ?')
      .bind(tx)
      .first<{ status: string }>()
    expect(tx2!.status).toBe('REVERSED')
    expect(await stockOf(t, sku)).toBe(3)
  })

  it('an unpaid order past its window releases its stock', async () => {
    const { order, token, sku } = await pendingOrder()
    expect(await stockOf(t, sku)).toBe(3)
    await t.db.prepare("UPDATE orders SET expires_at = '2020-01-01T00:00:00.000Z' WHERE id = ?").bind(order.id).run()
    await pendingOrder() // any new order sweeps expired ones
    expect(await stockOf(t, sku)).toBe(5)
    expect((await orderOf(order.id, token)).status).toBe('expired')
  })

  it('only the owner can start a payment', async () => {
    const { order } = await pendingOrder()
    expect((await t.call(`/api/purchases/${order.id}/pay`, { method: 'POST', json: {} })).status).toBe(404)
  })

  it('the sandbox speaks the Webpay REST protocol: credentials required, commit before payment refused', async () => {
    const unauth = await webpaySandbox.request(
      '/_sandbox/webpay/rswebpaytransaction/api/webpay/v1.2/transactions',
      { method: 'POST', body: '{}' },
      t.env,
    )
    expect(unauth.status).toBe(401)
    const webpay = createWebpay({
      baseUrl: 'http://localhost/_sandbox/webpay',
      commerceCode: '597055555532',
      apiKey: 'key',
      fetch: async (req) => webpaySandbox.fetch(req, t.env),
    })
    const created = await webpay.create({
      buy_order: 'TEST-1',
      session_id: 'S1',
      amount: 1000,
      return_url: 'http://localhost/r',
    })
    await expect(webpay.commit(created.token)).rejects.toThrow(/Invalid status 0/)
    expect((await webpay.status(created.token)).status).toBe('INITIALIZED')
    await expect(
      webpay.create({ buy_order: 'X'.repeat(27), session_id: 'S', amount: 1, return_url: 'http://x' }),
    ).rejects.toThrow()
  })
})
