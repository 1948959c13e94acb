import { expect, type APIRequestContext, type APIResponse } from '@playwright/test'

// Shared pieces of the abuse suite: it runs against the built Worker the browser tests use (playwright.config.ts
// webServer), over real HTTP, with its own client addresses so its floods never limit the other suites.

/** A client address of the benchmarking range, random per call: rate limits count per address. */
export const ipHeaders = (ip = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`) => ({
  'cf-connecting-ip': ip,
})

/** What no answer of the shop may contain: stack traces, validator internals, runtime paths. */
export const LEAKS =
  /"expected"\s*:|"received"\s*:|ValiError|Invalid (key|type|format|length): |node_modules|undici|\bat [\w$.<>]+ \([^)]*:\d+:\d+\)|TypeError: |SQLITE_/

export async function expectSafe(res: APIResponse, label: string) {
  const status = res.status()
  const body = await res.text()
  expect(status, `${label} answered ${status}`).toBeLessThan(500)
  expect(body, `${label} leaks internals`).not.toMatch(LEAKS)
}

export const guest = {
  name: 'Camila',
  surname: 'Rojas',
  rut: '12.345.678-5',
  email: 'abuso@example.cl',
  phone: '+56 9 8765 4321',
}

let buyers = 0

/** An order of a shopper of their own (one e-mail each): the per-buyer hold limits have tests of their own. */
export function orderBody(platform: 'webpay' | 'transfer' = 'transfer') {
  return {
    customer: { ...guest, email: `abuso.${Date.now().toString(36)}.${(buyers += 1)}@example.cl` },
    delivery: { method: 'pickup', receiver: 'me' },
    payment_method: { document: '0', platform },
  }
}

export interface OwnWine {
  slug: string
  sku: string
  stock: number
}

let wines = 0

/**
 * A wine of the abuse suite's own, created through the back-office API with `stock` units. The suite sells wines
 * out and holds their units; with wines of its own, no other spec finds a seeded wine emptied or held, whatever
 * order the specs run in. A new wine in stock comes first in the lists (newest first), so each test buys its wines'
 * last units: sold out, they are listed after every wine in stock, off the first pages the other specs read.
 */
export async function ownWine(request: APIRequestContext, stock: number): Promise<OwnWine> {
  const login = await request.post('/api/login', {
    data: { email: 'equipo@vinotecaandes.cl', password: 'Equipo-Andes-2026' },
    headers: ipHeaders(),
  })
  expect(login.status()).toBe(200)
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token
  const stamp = `${Date.now().toString(36)}-${(wines += 1)}`
  const wine = { slug: `zz-abuso-${stamp}`, sku: `ABUSO-${stamp}`.toUpperCase(), stock }
  const res = await request.post('/api/admin/products', {
    headers: { authorization: `Bearer ${token}`, ...ipHeaders() },
    data: {
      product_type: 'wine',
      name: `Zz Abuso ${stamp}`,
      slug: wine.slug,
      sku: wine.sku,
      active: true,
      price: 990_000,
      stock,
      tipo: 'tinto',
      country: 'chile',
      es: { description: 'Vino de las pruebas de abuso.' },
      en: { description: 'A wine of the abuse tests.' },
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  return wine
}

export async function newCart(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/shopping-cart/id')
  expect(res.status()).toBe(200)
  return ((await res.json()) as { data: { id: string } }).data.id
}

export async function putLine(request: APIRequestContext, cart: string, sku: string, qty: number) {
  const res = await request.put(`/api/shopping-cart?cart_id=${cart}`, { data: { cartId: cart, product: { sku, qty } } })
  expect(res.status()).toBe(200)
}

let keySeq = 0
export const idemKey = () => `abuse-${Date.now()}-${++keySeq}-${Math.random().toString(36).slice(2, 10)}`

export async function placeOrder(
  request: APIRequestContext,
  cart: string,
  body: unknown = orderBody(),
  key = idemKey(),
) {
  return request.post(`/api/purchases?cart_id=${cart}`, {
    data: body,
    headers: { 'idempotency-key': key, ...ipHeaders() },
  })
}

/** Runs tasks with at most `width` in flight (the machine has two cores; the Worker is one process). */
export async function pool<T>(tasks: (() => Promise<T>)[], width: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length)
  let next = 0
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < tasks.length) {
        const i = next++
        results[i] = await tasks[i]!()
      }
    }),
  )
  return results
}
