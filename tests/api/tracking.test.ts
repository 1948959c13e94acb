import { describe, expect, it } from 'vitest'
import type { CreatedOrder, TrackingView } from '~/contract/checkout'
import { createTestApi } from './harness'
import { addProduct, json, newCart, orderBody, placeOrder, put } from './cart-fixtures'

const t = await createTestApi()

async function order(platform: 'webpay' | 'transfer' = 'transfer') {
  const sku = await addProduct(t, { price: 12000, stock: 5 })
  const cart = await newCart(t)
  await put(t, cart, sku, 1)
  return (
    await json<{ data: CreatedOrder }>(
      await placeOrder(t, cart, orderBody({ payment_method: { document: '0', platform } })),
    )
  ).data.order
}
const track = (number: string, email: string, locale?: string) =>
  t.call(`/api/order-tracking?${new URLSearchParams({ number, email })}`, { locale })

describe('GET /order-tracking (docs/product.md, The API, with the shop order statuses)', () => {
  it('finds an order by number and e-mail: in validation first, with dates', async () => {
    const o = await order()
    const res = await track(o.number.toLowerCase(), 'CAMILA@example.cl')
    expect(res.status).toBe(200)
    const { data } = await json<{ data: TrackingView }>(res)
    expect(data).toMatchObject({
      number: o.number,
      status: 'in_validation',
      dispatch_type: 'delivery',
      payment_method: 'transfer',
      dispatch_cost: 3990,
    })
    expect(data.steps.map((s) => [s.status, s.done])).toEqual([
      ['in_validation', true],
      ['confirmed', false],
      ['on_the_way', false],
      ['delivered', false],
    ])
    expect(data.steps[0]!.date).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    expect(data.estimated_delivery).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  it('follows the order through confirmed, on the way and delivered with the tracking number', async () => {
    const o = await order()
    for (const status of ['paid', 'on_the_way', 'delivered']) {
      await t.db.batch([
        t.db.prepare("UPDATE orders SET status = ?, tracking_number = 'CHX-778899' WHERE id = ?").bind(status, o.id),
        t.db.prepare('INSERT INTO order_events (order_id, status) VALUES (?, ?)').bind(o.id, status),
      ])
    }
    const { data } = await json<{ data: TrackingView }>(await track(o.number, 'camila@example.cl'))
    expect(data.status).toBe('delivered')
    expect(data.tracking_number).toBe('CHX-778899')
    expect(data.steps.every((s) => s.done && s.date)).toBe(true)
  })

  it("answers 'Pedido no encontrado' for a wrong e-mail or an unknown number", async () => {
    const o = await order()
    for (const [number, email] of [
      [o.number, 'otra@example.cl'],
      ['VA999999', 'camila@example.cl'],
    ] as const) {
      const res = await track(number, email)
      expect(res.status).toBe(404)
      expect(await res.json()).toEqual({ message: 'Pedido no encontrado' })
    }
    // A failed payment is no unknown order: it says it expired (tests/api/orders-truth.test.ts).
    const failed = await order('webpay')
    await t.db.prepare("UPDATE orders SET status = 'payment_failed' WHERE id = ?").bind(failed.id).run()
    expect((await track(failed.number, 'camila@example.cl')).status).toBe(200)
    expect(((await (await track('VA999999', 'camila@example.cl', 'en')).json()) as { message: string }).message).toBe(
      'Order not found',
    )
  })

  it('validates the query with the shop validation messages', async () => {
    const res = await track('', 'nope')
    expect(res.status).toBe(422)
    expect(((await res.json()) as { errors: Record<string, string[]> }).errors).toEqual({
      number: ['El campo es requerido'],
      email: ['Este campo debe ser un correo electrónico válido'],
    })
  })
})
