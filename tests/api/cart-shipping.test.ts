import { describe, expect, it } from 'vitest'
import type { ShippingQuote } from '~/contract/cart'
import type { DeliveryEstimate } from '~/contract/delivery'
import { longDay, santiagoToday } from '~/lib/delivery-promise'
import { createTestApi } from './harness'
import { PUNTA_ARENAS, SANTIAGO, addProduct, json, newCart, orderBody, placeOrder, put } from './cart-fixtures'

const t = await createTestApi()
const quote = async (cartId: string, body: Record<string, unknown>) =>
  t.call(`/api/purchases/calculate-shipping?cart_id=${cartId}`, { method: 'POST', json: body })

describe('shipping by commune (docs/product.md, The API calculate-shipping, How things behave dispatch methods)', () => {
  it('every one of the 346 communes has a delivery zone', async () => {
    const row = await t.db
      .prepare(
        'SELECT COUNT(*) AS n, SUM(zc.zone_id IS NULL) AS missing FROM communes c LEFT JOIN shipping_zone_communes zc ON zc.commune_id = c.id',
      )
      .first<{ n: number; missing: number }>()
    expect(row).toEqual({ n: 346, missing: 0 })
  })

  it('prices home delivery by zone: Santiago cheaper and faster than Punta Arenas', async () => {
    const cart = await newCart(t)
    const santiago = (await json<{ data: ShippingQuote }>(await quote(cart, { commune_id: SANTIAGO }))).data
    const south = (await json<{ data: ShippingQuote }>(await quote(cart, { commune_id: String(PUNTA_ARENAS) }))).data
    expect(santiago).toMatchObject({
      method: 'delivery',
      zone: 'Gran Santiago',
      price_delivery: 3990,
      free_shipping: { threshold: 60000, reached: false, remaining: 60000 },
    })
    // The promise names a day, from the same rule as every other page.
    expect(santiago.time_delivery).toMatch(/^Llega (hoy|el \p{L}+ \d{1,2} de \p{L}+)$/u)
    expect(santiago.delivery_date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(south.free_shipping).toBeNull()
    expect(south.price_delivery).toBeGreaterThan(santiago.price_delivery)
    expect(south.days_max).toBeGreaterThan(santiago.days_max)
  })

  it('ships free inside Santiago from the threshold, and charges the order what the quote said', async () => {
    const PROVIDENCIA = 13123
    const cart = await newCart(t)
    // $73.990 of wine, the walk that found the bug: quoted 3990 and charged it.
    await put(t, cart, await addProduct(t, { price: 73990, stock: 5 }), 1)
    const quoted = (await json<{ data: ShippingQuote }>(await quote(cart, { commune_id: PROVIDENCIA }))).data
    expect(quoted).toMatchObject({
      price_delivery: 0,
      free_shipping: { threshold: 60000, reached: true, remaining: 0 },
    })
    const order = await placeOrder(
      t,
      cart,
      orderBody({
        delivery: {
          method: 'delivery',
          address: { address: 'Av. Providencia 1234', department: '55', region_id: 7, commune_id: PROVIDENCIA },
          receiver: 'me',
        },
      }),
    )
    expect(order.status).toBe(201)
    const { data } = await json<{ data: { order: { totals: { shipping: number; total: number } } } }>(order)
    expect(data.order.totals).toMatchObject({ shipping: 0, total: 73990 })
  })

  it('charges shipping below the threshold, outside Santiago, and says what is left', async () => {
    const cart = await newCart(t)
    await put(t, cart, await addProduct(t, { price: 48000, stock: 5 }), 1)
    const below = (await json<{ data: ShippingQuote }>(await quote(cart, { commune_id: SANTIAGO }))).data
    expect(below).toMatchObject({ price_delivery: 3990, free_shipping: { reached: false, remaining: 12000 } })
    await put(
      t,
      cart,
      (await t.db.prepare('SELECT sku FROM cart_items WHERE cart_id = ?').bind(cart).first<{ sku: string }>())!.sku,
      2,
    )
    const south = (await json<{ data: ShippingQuote }>(await quote(cart, { commune_id: PUNTA_ARENAS }))).data
    expect(south.price_delivery).toBeGreaterThan(0)
    expect(south.free_shipping).toBeNull()
  })

  it('prints the same threshold in the shipping policy, per language', async () => {
    const es = await json<{ data: unknown }>(await t.call('/api/pages/dispatch-policies'))
    expect(JSON.stringify(es.data)).toContain('Las compras desde $60.000 en Santiago tienen despacho gratis.')
    const en = await json<{ data: unknown }>(await t.call('/api/pages/dispatch-policies', { locale: 'en' }))
    expect(JSON.stringify(en.data)).toContain('from $60,000 CLP in Santiago ship free')
    expect(JSON.stringify(en.data)).not.toContain('{free_shipping_threshold}')
  })

  it('prints the wine bar’s prices in each reader’s money format', async () => {
    const es = JSON.stringify((await json<{ data: unknown }>(await t.call('/api/pages/wine-bar'))).data)
    expect(es).toContain('Descorche de $5.000 para cualquier botella')
    const en = JSON.stringify(
      (await json<{ data: unknown }>(await t.call('/api/pages/wine-bar', { locale: 'en' }))).data,
    )
    expect(en).toContain('$5,000 CLP corkage for any bottle')
    expect(en).toContain('Glasses from $4,900 CLP')
    expect(en).not.toMatch(/\$\d+\.\d{3}/)
  })

  it('store pick-up is free', async () => {
    const res = await quote(await newCart(t), { commune_id: PUNTA_ARENAS, method: 'pickup' })
    expect((await json<{ data: ShippingQuote }>(res)).data).toMatchObject({ method: 'pickup', price_delivery: 0 })
  })

  it('refuses an unknown commune and an unknown cart', async () => {
    const res = await quote(await newCart(t), { commune_id: 99999 })
    expect(res.status).toBe(422)
    expect(((await res.json()) as { message: string }).message).toBe('La comuna no existe')
    expect((await quote('00000000-0000-4000-8000-000000000000', { commune_id: SANTIAGO })).status).toBe(404)
  })
})

describe('the delivery estimate', () => {
  it('carries the day in Santiago it was made on, no later than either promise', async () => {
    const before = santiagoToday(new Date()).day
    const res = await t.call(`/api/delivery/estimate?commune_id=${SANTIAGO}`)
    expect(res.status).toBe(200)
    const { data } = await json<{ data: DeliveryEstimate }>(res)
    expect([before, santiagoToday(new Date()).day]).toContain(data.today)
    expect(data.delivery.date >= data.today).toBe(true)
    expect(data.pickup.date >= data.today).toBe(true)
    // The days as the page writes them, in the request's language.
    expect(data.labels).toEqual({
      delivery: longDay(data.delivery.date, 'es'),
      pickup: longDay(data.pickup.date, 'es'),
    })
    expect(data.labels.delivery).toMatch(/^\p{Ll}+ \d{1,2} de \p{Ll}+$/u)
    const en = await json<{ data: DeliveryEstimate }>(
      await t.call(`/api/delivery/estimate?commune_id=${SANTIAGO}`, { locale: 'en' }),
    )
    expect(en.data.labels.delivery).toBe(longDay(en.data.delivery.date, 'en'))
    expect(en.data.labels.delivery).toMatch(/^[A-Z][a-z]+, [A-Z][a-z]+ \d{1,2}$/)
  })
})
