import { describe, expect, it } from 'vitest'
import type { Cart } from '~/contract/cart'
import { createTestApi } from './harness'
import { addProduct, json, newCart, orderBody, placeOrder, put } from './cart-fixtures'

const t = await createTestApi()
type Body = { data: Cart; message?: string; errors?: Record<string, string[]> }

async function cartWith(amount: number) {
  const sku = await addProduct(t, { price: amount, stock: 20 })
  const id = await newCart(t)
  await put(t, id, sku, 1)
  return id
}
const redeem = (id: string, code: string, email?: string) =>
  t.call(`/api/discount-codes/redeem?cart_id=${id}`, { method: 'POST', json: { code, email } })

describe('coupons (docs/product.md, The API discount-codes, Validation and messages, Errors)', () => {
  it('applies a percent coupon on the discounted amount', async () => {
    const id = await cartWith(30000)
    const res = await redeem(id, 'verano10', 'nuevo@example.cl')
    expect(res.status).toBe(200)
    expect((await json<Body>(res)).data.coupon).toEqual({
      code: 'VERANO10',
      kind: 'percent',
      value: 10,
      discount: 3000,
    })
  })

  it('applies a fixed coupon once the minimum amount is reached', async () => {
    expect((await redeem(await cartWith(45000), 'DESCUENTO5000')).status).toBe(200)
    const below = await redeem(await cartWith(30000), 'DESCUENTO5000')
    expect(below.status).toBe(422)
    expect((await json<Body>(below)).message).toBe('El cupón requiere una compra mínima de $40.000')
  })

  it('answers "El cupón ingresado no es válido" for unknown, expired and inactive codes', async () => {
    for (const code of ['NOEXISTE', 'VENCIDO', 'PAUSADO']) {
      const res = await redeem(await cartWith(30000), code)
      expect(res.status, code).toBe(422)
      expect(await res.json()).toEqual({
        message: 'El cupón ingresado no es válido',
        errors: { code: ['El cupón ingresado no es válido'] },
      })
    }
  })

  it('answers "El cupón ingresado ya ha sido utilizado" for an e-mail that used it', async () => {
    const res = await redeem(await cartWith(30000), 'BIENVENIDA', 'usado@vinoteca.cl')
    expect(res.status).toBe(409)
    expect((await json<Body>(res)).message).toBe('El cupón ingresado ya ha sido utilizado')
  })

  it('is single use per e-mail: after an order, the same e-mail cannot use it again', async () => {
    const first = await cartWith(30000)
    expect((await redeem(first, 'BIENVENIDA', 'una-vez@example.cl')).status).toBe(200)
    const body = orderBody({
      customer: {
        name: 'Ana',
        surname: 'Soto',
        rut: '12.345.678-5',
        email: 'una-vez@example.cl',
        phone: '+56 9 1111 2222',
      },
    })
    const order = await placeOrder(t, first, body)
    expect(order.status).toBe(201)
    expect(
      ((await order.json()) as { data: { order: { totals: { coupon_discount: number } } } }).data.order.totals
        .coupon_discount,
    ).toBe(4500)
    const again = await redeem(await cartWith(30000), 'BIENVENIDA', 'una-vez@example.cl')
    expect(again.status).toBe(409)
  })

  it('cannot be applied when a discount already exists; the same code again is ignored', async () => {
    const id = await cartWith(50000)
    expect((await redeem(id, 'VERANO10')).status).toBe(200)
    expect((await redeem(id, 'VERANO10')).status).toBe(200)
    const other = await redeem(id, 'DESCUENTO5000')
    expect(other.status).toBe(409)
    expect((await json<Body>(other)).message).toBe('Ya existe un descuento aplicado')
    const removed = await t.call(`/api/discount-codes?cart_id=${id}`, { method: 'DELETE' })
    expect((await json<Body>(removed)).data.coupon).toBeNull()
    expect((await redeem(id, 'DESCUENTO5000')).status).toBe(200)
  })

  it('auto-applies an automatic coupon the e-mail has not used', async () => {
    await t.db
      .prepare("INSERT INTO coupons (code, kind, value, min_amount, auto_apply) VALUES ('AUTO3', 'percent', 3, 0, 1)")
      .run()
    const id = await cartWith(10000)
    const res = await t.call(`/api/discount-codes/auto-apply?cart_id=${id}&email=auto@example.cl`)
    const body = await json<{ data: { applied: string; cart: Cart } }>(res)
    expect(body.data.applied).toBe('AUTO3')
    expect(body.data.cart.coupon?.discount).toBe(300)
    await t.db.prepare("DELETE FROM coupons WHERE code = 'AUTO3'").run()
  })

  it('answers in English when asked', async () => {
    const res = await t.call(`/api/discount-codes/redeem?cart_id=${await cartWith(30000)}`, {
      method: 'POST',
      json: { code: 'NOPE' },
      locale: 'en',
    })
    expect((await json<Body>(res)).message).toBe('The coupon entered is not valid')
  })
})
