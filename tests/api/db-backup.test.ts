import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { api } from '~/api/app'
import { exportLocal, importLocal, localDatabaseFile } from '../../scripts/db-backup.mjs'
import { openPlatform, type TestApi } from './harness'
import { addProduct, json, newCart, placeOrder, put } from './cart-fixtures'

// npm run db:export / db:import on a state folder of its own (a copy of the seeded template), never the
// developer's: an order placed through the API, exported, the database wiped, imported, and the same orders,
// stock and search index found again.
const dir = mkdtempSync(join(tmpdir(), 'shop-backup-'))
cpSync(inject('templateStateDir'), dir, { recursive: true })
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function open(): Promise<TestApi & { dispose: () => Promise<void> }> {
  const proxy = await openPlatform(dir)
  const env = { ...proxy.env, APP_ENV: 'test', CATALOG_STAMP_TRUST_MS: '0' } as ShopEnv
  const ctx = proxy.ctx as unknown as ExecutionContext
  return {
    env,
    db: env.DB,
    dispose: () => proxy.dispose(),
    settled: async () => undefined,
    call: (path, init = {}) => {
      const headers = new Headers(init.headers)
      let body = init.body
      if (init.json !== undefined) {
        headers.set('content-type', 'application/json')
        body = JSON.stringify(init.json)
      }
      return Promise.resolve(api.request(path, { ...init, headers, body }, env, ctx))
    },
  }
}

async function books(db: D1Database) {
  const rows = async (sql: string) => (await db.prepare(sql).all()).results
  return {
    orders: await rows('SELECT id, number, status, total, stock_reserved FROM orders ORDER BY id'),
    items: await rows('SELECT order_id, sku, qty, price FROM order_items ORDER BY order_id, sku'),
    stock: await rows('SELECT sku, stock FROM products ORDER BY id'),
    search: await rows("SELECT rowid, name FROM search_fts WHERE search_fts MATCH 'prueba' ORDER BY rowid"),
    migrations: await rows('SELECT name FROM d1_migrations ORDER BY id'),
  }
}

describe('npm run db:export / db:import', () => {
  it('export, wipe, import: the same orders, stock and search index', { timeout: 300_000 }, async () => {
    const before = await open()
    const sku = await addProduct(before, { price: 9990, stock: 10, name: 'Vino de prueba respaldo' })
    const cart = await newCart(before)
    await put(before, cart, sku, 3)
    const placed = await placeOrder(before, cart)
    expect(placed.status).toBe(201)
    const { order } = (await json<{ data: { order: { id: string } } }>(placed)).data
    const saved = await books(before.db)
    expect(saved.orders.map((o) => o.id)).toContain(order.id)
    expect(saved.stock).toContainEqual({ sku, stock: 7 })
    expect(saved.search.length).toBeGreaterThan(0)
    await before.dispose()

    const dump = join(dir, 'backup.sql')
    await exportLocal(dir, dump)
    // The dump rebuilds the search index from its rows, never from the index's internal tables.
    expect(readFileSync(dump, 'utf8')).not.toContain('search_fts_data')

    // Wiped: no database left in the state folder (importLocal empties it too, whatever is there).
    rmSync(join(dir, 'v3', 'd1'), { recursive: true, force: true })
    expect(localDatabaseFile(dir)).toBeUndefined()
    importLocal(dir, dump)
    expect(localDatabaseFile(dir)).toBeDefined()

    const after = await open()
    expect(await books(after.db)).toEqual(saved)
    // The restored shop works: its stock still refuses more than is left.
    const again = await newCart(after)
    const res = await put(after, again, sku, 8)
    expect((await json<{ data: { items: { qty: number }[] } }>(res)).data.items[0]!.qty).toBe(7)
    await after.dispose()
  })

  it('wipes only its own state folder', () => {
    expect(existsSync(join(dir, 'v3', 'd1'))).toBe(true)
    expect(dir.startsWith(tmpdir())).toBe(true)
  })
})
