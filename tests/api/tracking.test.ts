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

describe('e-mails open the order they are about', () => {
  const invoice = {
    reason: 'Comercial Los Andes SpA',
    rut: '76.086.428-5',
    giro: 'Comercio de vinos',
    address: 'Av. Apoquindo 4501',
    region_id: 7,
    commune_id: 1,
    phone: '+56 9 1234 5678',
    email: 'facturas@example.cl',
  }

  async function placeWith(over: Record<string, unknown>, init: { env?: Partial<ShopEnv>; headers?: HeadersInit }) {
    const sku = await addProduct(t, { price: 12000, stock: 5 })
    const cart = await newCart(t)
    await put(t, cart, sku, 1)
    const res = await t.call(`/api/purchases?cart_id=${cart}`, {
      method: 'POST',
      json: orderBody({ payment_method: { document: '0', platform: 'transfer' }, ...over }),
      headers: { 'idempotency-key': `mail-link-${Date.now()}-${Math.random().toString(36).slice(2)}`, ...init.headers },
      env: init.env,
    })
    expect(res.status).toBe(201)
    const { order } = (await json<{ data: CreatedOrder }>(res)).data
    await t.settled() // the confirmation is mailed after the answer
    const mail = await t.db
      .prepare('SELECT text_body FROM mail_outbox WHERE subject LIKE ? ORDER BY id DESC')
      .bind(`%${order.number}%`)
      .first<{ text_body: string }>()
    return { order, text: mail!.text_body }
  }

  it('link to this order on the configured public origin, through a signed link that opens it', async () => {
    const { order, text } = await placeWith(
      { payment_method: { document: '1', platform: 'transfer' }, invoice },
      { env: { PUBLIC_SITE_URL: 'https://vinotecaandes.cl' } },
    )
    const link = text.match(/https:\/\/vinotecaandes\.cl\/seguimiento\?\S+/)?.[0]
    expect(link).toBeDefined()
    const url = new URL(link!)
    expect(url.searchParams.get('numero')).toBe(order.number)
    expect(text).not.toContain('localhost')
    expect(text).not.toContain(order.email.split('@')[0]! + '%40')

    const key = url.searchParams.get('clave')!
    const opened = await t.call(`/api/order-tracking/link?${new URLSearchParams({ number: order.number, key })}`)
    expect(opened.status).toBe(200)
    expect((await json<{ data: TrackingView }>(opened)).data.number).toBe(order.number)
    // A key made for another order, or a forged one, opens nothing.
    const forged = await t.call(
      `/api/order-tracking/link?${new URLSearchParams({ number: order.number, key: 'x'.repeat(32) })}`,
    )
    expect(forged.status).toBe(404)
    expect(await forged.json()).toEqual({ message: 'Pedido no encontrado' })
    const bad = await t.call(`/api/order-tracking/link?number=${order.number}&key=short`, { locale: 'en' })
    expect(bad.status).toBe(422)
  })

  it('say where it goes and which document it gets: the address and the factura, or the store and the boleta', async () => {
    const delivered = await placeWith({ payment_method: { document: '1', platform: 'transfer' }, invoice }, {})
    expect(delivered.text).toContain('Despacho a: Av. Providencia 1234, 55, ')
    expect(delivered.text).toContain('Documento: factura a nombre de Comercial Los Andes SpA, RUT 76.086.428-5')

    const pickedUp = await placeWith({ delivery: { method: 'pickup' } }, {})
    expect(pickedUp.text).toContain('Retiro en tienda: Vinoteca Andes, Av. Nueva Costanera 3900, Vitacura, Santiago')
    expect(pickedUp.text).toContain('Documento: boleta')
    expect(pickedUp.text).not.toContain('Despacho a:')
  })

  it('without a configured public origin, link to the origin the shopper is on (a local run on another port)', async () => {
    const { order, text } = await placeWith(
      {},
      {
        env: { PUBLIC_SITE_URL: undefined },
        headers: { 'x-shop-origin': 'http://localhost:3001' },
      },
    )
    expect(text).toContain(`http://localhost:3001/seguimiento?numero=${order.number}&clave=`)
  })
})
