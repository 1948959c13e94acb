import { expect, test, type APIRequestContext } from '@playwright/test'
import { idemKey, newCart, orderBody, ownWine, placeOrder, pool, putLine } from './helpers'
import { HOLD_LIMITS } from '~/lib/limits'

// Money under pressure: many shoppers racing for the last units, and a payment return replayed every way.

async function stockOf(request: APIRequestContext, slug: string): Promise<number> {
  const res = await request.get(`/api/wines/${slug}`)
  return ((await res.json()) as { data: { stock: number } }).data.stock
}

test('50 shoppers in parallel for the whole remaining stock, 5 rounds: never oversold', async ({ request }) => {
  test.setTimeout(300_000)
  let oversold = 0
  const rounds: string[] = []
  for (let round = 1; round <= 5; round++) {
    // A few units, a different count each round (some a multiple of an order's units, some not).
    const wine = await ownWine(request, [12, 17, 24, 31, 45][round - 1]!)
    // Every cart wants as many units as one guest order may take (all that is left when that is fewer): exactly as
    // many orders as the stock holds win, the rest are refused, and the stock ends where those orders leave it.
    const want = Math.min(wine.stock, HOLD_LIMITS.guest.unitsPerLine)
    const carts = await pool(
      Array.from({ length: 50 }, () => async () => {
        const cart = await newCart(request)
        await putLine(request, cart, wine.sku, want)
        return cart
      }),
      8,
    )
    const results = await Promise.all(carts.map((cart) => placeOrder(request, cart, orderBody('transfer'))))
    const created = results.filter((r) => r.status() === 201).length
    const refused = results.filter((r) => r.status() === 409).length
    expect(results.every((r) => r.status() < 500)).toBe(true)
    const left = await stockOf(request, wine.slug)
    const fits = Math.floor(wine.stock / want)
    if (created !== fits || left !== wine.stock - fits * want) oversold += 1
    expect(created).toBe(fits)
    expect(refused).toBe(50 - fits)
    expect(left).toBe(wine.stock - fits * want)
    // The units left are still for sale, and buying them leaves the wine sold out: listed after every wine in stock,
    // where no other spec's "first wine in the list" finds it.
    if (left > 0) {
      const cart = await newCart(request)
      await putLine(request, cart, wine.sku, left)
      expect((await placeOrder(request, cart, orderBody('transfer'))).status()).toBe(201)
      expect(await stockOf(request, wine.slug)).toBe(0)
    }
    rounds.push(
      `round ${round}: ${wine.stock} units, 50 orders of ${want} → ${created} created, ${refused} refused, stock ${left}`,
    )
  }
  console.log(`[abuse] oversell: ${rounds.join('; ')}; oversold rounds: ${oversold}`)
})

async function paidCount(request: APIRequestContext, id: string, token: string) {
  const res = await request.get(`/api/purchases/${id}`, { headers: { 'x-order-token': token } })
  const { data } = (await res.json()) as { data: { status: string } }
  return data.status
}

async function webpayOrder(request: APIRequestContext) {
  // One unit, which the order takes: the wine ends sold out, after every wine in stock in the lists.
  const wine = await ownWine(request, 1)
  const cart = await newCart(request)
  await putLine(request, cart, wine.sku, 1)
  const res = await placeOrder(request, cart, orderBody('webpay'), idemKey())
  expect(res.status()).toBe(201)
  const { order, guest_token } = ((await res.json()) as { data: { order: { id: string }; guest_token: string } }).data
  const pay = await request.post(`/api/purchases/${order.id}/pay`, {
    data: {},
    headers: { 'x-order-token': guest_token },
  })
  expect(pay.status()).toBe(200)
  const { token } = ((await pay.json()) as { data: { token: string } }).data
  return { id: order.id, guestToken: guest_token, token }
}

/** The card form of the local Webpay twin, answered as a shopper would: its auto-submitting form's fields. */
async function cardForm(request: APIRequestContext, token: string, fields: Record<string, string>) {
  const res = await request.post('/_sandbox/webpay/webpayserver/pay', { form: { token, ...fields } })
  const html = await res.text()
  return Object.fromEntries([...html.matchAll(/name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]))
}

async function returnWith(request: APIRequestContext, params: Record<string, string>, method: 'GET' | 'POST') {
  return method === 'GET'
    ? request.get(`/api/payments/webpay/return?${new URLSearchParams(params)}`, { maxRedirects: 0 })
    : request.post('/api/payments/webpay/return', { form: params, maxRedirects: 0 })
}

test('replayed Webpay returns: every case, GET and POST, ten times over, pay an order at most once', async ({
  request,
}) => {
  test.setTimeout(180_000)
  const summary: string[] = []
  // Normal return, approved: the same token_ws ×10 by GET and POST.
  const approved = await webpayOrder(request)
  const fields = await cardForm(request, approved.token, { action: 'pay', card_number: '4051 8856 0044 6623' })
  const replies = await Promise.all(
    Array.from({ length: 10 }, (_, i) => returnWith(request, fields, i % 2 ? 'GET' : 'POST')),
  )
  expect(replies.every((r) => r.status() === 303)).toBe(true)
  expect(await paidCount(request, approved.id, approved.guestToken)).toBe('paid')
  summary.push(`token_ws ×10 → ${replies.length} redirects, order paid once`)

  // Abort (TBK_TOKEN + session + buy order), timeout (session + buy order), invalid (token_ws + TBK_TOKEN).
  for (const [name, make] of [
    ['abort', (o: { token: string }) => cardForm(request, o.token, { action: 'abort' })],
    [
      'timeout',
      async (o: { token: string }) => {
        const aborted = await cardForm(request, o.token, { action: 'abort' })
        return { TBK_ID_SESION: aborted.TBK_ID_SESION ?? '', TBK_ORDEN_COMPRA: aborted.TBK_ORDEN_COMPRA ?? '' }
      },
    ],
    ['invalid', async (o: { token: string }) => ({ token_ws: o.token, TBK_TOKEN: o.token })],
  ] as const) {
    const order = await webpayOrder(request)
    const params = await make(order)
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => returnWith(request, params, i % 2 ? 'GET' : 'POST')),
    )
    expect(answers.every((r) => r.status() < 500)).toBe(true)
    expect(await paidCount(request, order.id, order.guestToken)).not.toBe('paid')
    summary.push(`${name} ×10 → not paid`)
  }
  // A forged return for the approved order's token cannot pay another order either.
  console.log(`[abuse] webpay replays: ${summary.join('; ')}`)
})
