import { describe, expect, it } from 'vitest'
import type { Cart } from '~/contract/cart'
import { createTestApi } from './harness'
import { GOURMET, addProduct, json, newCart, put } from './cart-fixtures'

const t = await createTestApi()
type Body = { data: Cart; message?: string }

describe('shopping cart (docs/product.md, The API, How things behave)', () => {
  it('creates a cart id and reads it back empty', async () => {
    const id = await newCart(t)
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    const body = await json<Body>(await t.call(`/api/shopping-cart?cart_id=${id}`))
    expect(body.data).toMatchObject({ id, items: [], total: 0, total_without_discount: 0 })
  })

  it('answers 404 "No cart id" for an unknown cart', async () => {
    const res = await t.call('/api/shopping-cart?cart_id=00000000-0000-4000-8000-000000000000')
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ message: 'No cart id' })
  })

  it('prices lines from the catalogue (never from the client) and totals them by the shop rules (docs/product.md, Numbers and limits)', async () => {
    const wine = await addProduct(t, { price: 8990, reference_price: 10990, stock: 10 })
    const cheese = await addProduct(t, { price: 4500, reference_price: 5200, stock: 10, product_type: GOURMET })
    const id = await newCart(t)
    await t.call(`/api/shopping-cart?cart_id=${id}`, {
      method: 'PUT',
      json: { product: { sku: wine, qty: 2, price: 1 } },
    })
    const body = await json<Body>(await put(t, id, cheese, 1))
    const line = body.data.items.find((i) => i.sku === wine)!
    expect(line).toMatchObject({
      qty: 2,
      price: 8990,
      reference_price: 10990,
      stock: 10,
      product_type: 'App\\Models\\Wine',
    })
    expect(body.data.totals).toEqual({
      quantity: 3,
      subtotal: 21980 + 4500,
      amount: 17980 + 4500,
      discount: 4000,
      discount_percent: 15,
    })
    expect(body.data.total).toBe(22480)
    expect(body.data.total_without_discount).toBe(26480)
  })

  it('accepts quantity as well as qty, and "add" mode adds units', async () => {
    const sku = await addProduct(t, { price: 5000, stock: 9 })
    const id = await newCart(t)
    await t.call(`/api/shopping-cart?cart_id=${id}`, { method: 'PUT', json: { product: { sku, quantity: 2 } } })
    const body = await json<Body>(await put(t, id, sku, 3, { mode: 'add' }))
    expect(body.data.items[0]!.qty).toBe(5)
  })

  it('clamps to the stock with a clear message', async () => {
    const sku = await addProduct(t, { price: 5000, stock: 3, name: 'Carménère Limitado' })
    const id = await newCart(t)
    const res = await put(t, id, sku, 7)
    expect(res.status).toBe(200)
    const body = await json<Body>(res)
    expect(body.data.items[0]!.qty).toBe(3)
    expect(body.message).toBe('Solo quedan 3 unidades disponibles de Carménère Limitado')
  })

  it('quantity 0 removes the line', async () => {
    const a = await addProduct(t, { price: 5000, stock: 3 })
    const b = await addProduct(t, { price: 6000, stock: 3 })
    const id = await newCart(t)
    await put(t, id, a, 1)
    await put(t, id, b, 2)
    const body = await json<Body>(await put(t, id, a, 0))
    expect(body.data.items.map((i) => i.sku)).toEqual([b])
    expect(body.data.totals.quantity).toBe(2)
  })

  it('refuses an out-of-stock product and an unknown sku', async () => {
    const none = await addProduct(t, { price: 5000, stock: 0, name: 'Agotado' })
    const id = await newCart(t)
    const res = await put(t, id, none, 1)
    expect(res.status).toBe(409)
    expect(((await res.json()) as { message: string }).message).toBe('Agotado no tiene stock disponible')
    expect((await put(t, id, 'NO-SUCH-SKU', 1)).status).toBe(404)
  })

  it('validates the body with the shop validation messages', async () => {
    const id = await newCart(t)
    const res = await t.call(`/api/shopping-cart?cart_id=${id}`, {
      method: 'PUT',
      json: { product: { sku: 'x', qty: -1 } },
    })
    expect(res.status).toBe(422)
    expect(((await res.json()) as { errors: Record<string, string[]> }).errors['product.qty']).toEqual([
      'Este campo debe ser solo números',
    ])
  })

  it('returns "usually purchased together" items, in stock only and never the cart lines', async () => {
    const sku = await addProduct(t, { price: 5000, stock: 3 })
    const id = await newCart(t)
    const body = await json<Body>(await put(t, id, sku, 1))
    expect(body.data.related!.length).toBeGreaterThan(0)
    expect(body.data.related!.every((r) => r.stock > 0 && r.sku !== sku)).toBe(true)
  })

  it('keeps the gift box choice and its price from content (default 2000)', async () => {
    const id = await newCart(t)
    const res = await t.call(`/api/shopping-cart/gift-box?cart_id=${id}`, {
      method: 'PUT',
      json: { check: true, text: 'Feliz cumpleaños' },
    })
    expect((await json<Body>(res)).data.gift_box).toEqual({ check: true, text: 'Feliz cumpleaños', price: 2000 })
  })
})
