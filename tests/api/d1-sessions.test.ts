import { describe, expect, it } from 'vitest'
import { createTestApi } from './harness'
import { addProduct, json, newCart } from './cart-fixtures'

// D1 read replication and transient failures (docs/decisions/028-d1-read-replicas.md, src/api/db/client.ts).
const t = await createTestApi()
const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/

describe('the D1 session bookmark', () => {
  it('is on every API answer', async () => {
    const res = await t.call('/api/regions')
    expect(res.status).toBe(200)
    expect(res.headers.get('x-d1-bookmark')).toMatch(BOOKMARK)
  })

  it('carried into the next request, lets a shopper read their own write', async () => {
    const sku = await addProduct(t, { price: 7990, stock: 12 })
    const cartId = await newCart(t)
    const write = await t.call(`/api/shopping-cart?cart_id=${cartId}`, {
      method: 'PUT',
      json: { cartId, product: { sku, qty: 3 } },
    })
    expect(write.status).toBe(200)
    const bookmark = write.headers.get('x-d1-bookmark')
    expect(bookmark).toMatch(BOOKMARK)

    const read = await t.call(`/api/shopping-cart?cart_id=${cartId}`, { headers: { 'x-d1-bookmark': bookmark! } })
    const body = await json<{ data: { items: { sku: string; qty: number }[] } }>(read)
    expect(body.data.items).toEqual([expect.objectContaining({ sku, qty: 3 })])
    // The read's session is at least as new as the write it was anchored on.
    expect(read.headers.get('x-d1-bookmark')! >= bookmark!).toBe(true)
  })

  it('ignores a bookmark that is not one', async () => {
    const res = await t.call('/api/regions', { headers: { 'x-d1-bookmark': "'; DROP TABLE orders; --" } })
    expect(res.status).toBe(200)
  })
})

/** The real binding, with every statement failing its first `failures` executions with a transient D1 error. */
function flaky(db: D1Database, failures: number) {
  let left = failures
  let sent = 0
  const fail = <T>(run: () => Promise<T>) => {
    sent += 1
    if (left > 0) {
      left -= 1
      return Promise.reject(new Error('D1_ERROR: Network connection lost.'))
    }
    return run()
  }
  const wrap = (s: D1PreparedStatement): D1PreparedStatement =>
    ({
      bind: (...v: unknown[]) => wrap(s.bind(...v)),
      first: (...a: []) => fail(() => s.first(...a)),
      all: () => fail(() => s.all()),
      run: () => fail(() => s.run()),
      raw: () => fail(() => s.raw()),
    }) as unknown as D1PreparedStatement
  const binding = {
    prepare: (sql: string) => wrap(db.prepare(sql)),
    batch: (statements: D1PreparedStatement[]) => fail(() => db.batch(statements)),
  } as unknown as D1Database
  return { binding, sent: () => sent }
}

describe('transient D1 failures', () => {
  it('a read that fails for a moment is answered after a retry', async () => {
    const { binding, sent } = flaky(t.db, 2)
    const res = await t.call('/api/regions', { env: { DB: binding } })
    expect(res.status).toBe(200)
    expect(sent()).toBeGreaterThanOrEqual(3)
  })

  it('a read that keeps failing is a 503 in the shop’s error shape and the request’s language', async () => {
    const { binding } = flaky(t.db, 1000)
    const res = await t.call('/api/regions', { env: { DB: binding }, locale: 'en' })
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toBe('2')
    expect(await res.json()).toEqual({ message: 'There is a problem with the server, please try again later' })
    const es = await t.call('/api/regions', { env: { DB: flaky(t.db, 1000).binding } })
    expect(await es.json()).toEqual({ message: 'Hay un problema con el servidor, intenta más tarde' })
  })
})
