import type { TestApi } from './harness'

// Fixtures of the cart, checkout and payment tests: products of our own, so stock and prices are known.
export const WINE = 'App\\Models\\Wine'
export const GOURMET = 'App\\Models\\GourmetProduct'

let seq = 900000

export async function addProduct(
  t: TestApi,
  p: { price: number; reference_price?: number | null; stock: number; product_type?: string; name?: string },
): Promise<string> {
  seq += 1
  const sku = `T-${seq}`
  await t.db
    .prepare(
      `INSERT INTO products (id, product_type, sku, slug, name, brand, year, price, reference_price, stock, tipo, frontend_image)
       VALUES (?, ?, ?, ?, ?, 'Viña Test', 2022, ?, ?, ?, 'tinto', '/img/test.webp')`,
    )
    .bind(
      seq,
      p.product_type ?? WINE,
      sku,
      `test-${seq}`,
      p.name ?? `Vino de prueba ${seq}`,
      p.price,
      p.reference_price ?? null,
      p.stock,
    )
    .run()
  return sku
}

export async function stockOf(t: TestApi, sku: string): Promise<number> {
  const row = await t.db.prepare('SELECT stock FROM sellable_items WHERE sku = ?').bind(sku).first<{ stock: number }>()
  return row!.stock
}

export async function json<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T
}

export async function newCart(t: TestApi): Promise<string> {
  const res = await t.call('/api/shopping-cart/id')
  return (await json<{ data: { id: string } }>(res)).data.id
}

export async function put(t: TestApi, cartId: string, sku: string, qty: number, extra: Record<string, unknown> = {}) {
  return t.call(`/api/shopping-cart?cart_id=${cartId}`, {
    method: 'PUT',
    json: { cartId, product: { sku, qty }, ...extra },
  })
}

export const SANTIAGO = 13101 // Santiago (Greater Santiago)
export const PUNTA_ARENAS = 12101

export const guest = {
  name: 'Camila',
  surname: 'Rojas',
  rut: '12.345.678-5',
  email: 'camila@example.cl',
  phone: '+56 9 8765 4321',
}

export function orderBody(over: Record<string, unknown> = {}) {
  return {
    customer: guest,
    delivery: {
      method: 'delivery',
      address: { address: 'Av. Providencia 1234', department: '55', region_id: 7, commune_id: SANTIAGO },
      receiver: 'me',
    },
    payment_method: { document: '0', platform: 'webpay' },
    ...over,
  }
}

let keys = 0
export const idemKey = () => `test-key-${Date.now()}-${++keys}-abcdef`

export async function placeOrder(t: TestApi, cartId: string, body = orderBody(), key = idemKey()) {
  return t.call(`/api/purchases?cart_id=${cartId}`, { method: 'POST', json: body, headers: { 'idempotency-key': key } })
}
