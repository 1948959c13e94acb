import { beforeAll, describe, expect, it } from 'vitest'
import type { ProductCard } from '~/contract/catalog'
import { createTestApi, type TestApi } from './harness'

// A wine that ran out offers up to three in-stock wines of the same type and price band, each with its reason.
type Substitute = ProductCard & { reason: string }

let t: TestApi
let soldOut: { slug: string; price: number; tipo: string; variety_slug: string }
beforeAll(async () => {
  t = await createTestApi()
  soldOut = (await t.db
    .prepare(
      `SELECT slug, price, tipo, variety_slug FROM products
       WHERE product_type = 'App\\Models\\Wine' AND variety_slug = 'carmenere' AND country = 'chile'
       ORDER BY price LIMIT 1 OFFSET 3`,
    )
    .first())!
  await t.db.prepare('UPDATE products SET stock = 0 WHERE slug = ?').bind(soldOut.slug).run()
})

describe('GET /api/wines/{slug}/substitutes', () => {
  it('offers up to three in-stock wines of the same type within a quarter of the price, with reasons', async () => {
    const res = await t.call(`/api/wines/${soldOut.slug}/substitutes`)
    expect(res.status).toBe(200)
    const { data } = (await res.json()) as { data: Substitute[] }
    expect(data.length).toBeGreaterThan(0)
    expect(data.length).toBeLessThanOrEqual(3)
    const slugs = data.map((d) => d.slug)
    expect(slugs).not.toContain(soldOut.slug)
    const { results } = await t.db
      .prepare(
        `SELECT tipo, price, stock, variety_slug FROM products WHERE slug IN (${slugs.map(() => '?').join(',')})`,
      )
      .bind(...slugs)
      .all<{ tipo: string; price: number; stock: number; variety_slug: string }>()
    for (const row of results) {
      expect(row.tipo).toBe(soldOut.tipo)
      expect(row.stock).toBeGreaterThan(0)
      expect(row.price).toBeGreaterThanOrEqual(soldOut.price * 0.75)
      expect(row.price).toBeLessThanOrEqual(soldOut.price * 1.25)
    }
    // Carménère is common in the catalogue: the first offer shares the grape.
    expect(data[0]!.reason).toMatch(/^Misma cepa/)
    expect(data[0]!.reason).toMatch(/(\$[\d.]+ (más|menos)|mismo precio)$/)
  })

  it('answers in English', async () => {
    const res = await t.call(`/api/wines/${soldOut.slug}/substitutes`, { locale: 'en' })
    const { data } = (await res.json()) as { data: Substitute[] }
    expect(data[0]!.reason).toMatch(/^Same grape/)
  })

  it('answers 404 for an unknown wine and 422 for a malformed slug', async () => {
    const missing = await t.call('/api/wines/no-existe-este-vino/substitutes')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ message: 'No encontrado' })
    const bad = await t.call('/api/wines/%27%20OR%201=1/substitutes')
    expect(bad.status).toBe(422)
  })
})
