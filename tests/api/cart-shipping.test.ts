import { describe, expect, it } from 'vitest'
import type { ShippingQuote } from '~/contract/cart'
import { createTestApi } from './harness'
import { PUNTA_ARENAS, SANTIAGO, json, newCart } from './cart-fixtures'

const t = await createTestApi()
const quote = async (cartId: string, body: Record<string, unknown>) =>
  t.call(`/api/purchases/calculate-shipping?cart_id=${cartId}`, { method: 'POST', json: body })

describe('shipping by commune (spec §7 calculate-shipping, §4 dispatch methods)', () => {
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
      time_delivery: '1 a 2 días hábiles',
    })
    expect(south.price_delivery).toBeGreaterThan(santiago.price_delivery)
    expect(south.days_max).toBeGreaterThan(santiago.days_max)
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
