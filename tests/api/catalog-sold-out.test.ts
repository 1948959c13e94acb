import { beforeAll, describe, expect, it } from 'vitest'
import type { ProductList } from '~/contract/catalog'
import { createTestApi, type TestApi } from './harness'

// Sold-out products come after the ones a shopper can buy, in every list and search, whatever the order: the one
// catalogue engine orders them so, once, for every list.

let t: TestApi
beforeAll(async () => {
  t = await createTestApi()
})

async function list(path: string) {
  const res = await t.call(path)
  expect(res.status, path).toBe(200)
  return (await res.json()) as ProductList
}

/** Every card in stock comes before every card sold out. */
function soldOutLast(page: ProductList, path: string) {
  const firstSoldOut = page.data.findIndex((p) => p.stock <= 0)
  if (firstSoldOut < 0) return
  expect(
    page.data.slice(firstSoldOut).every((p) => p.stock <= 0),
    `${path}: ${page.data.map((p) => `${p.slug}:${p.stock}`).join(' ')}`,
  ).toBe(true)
}

async function sellOut(slug: string) {
  await t.db.prepare('UPDATE products SET stock = 0 WHERE slug = ?').bind(slug).run()
}

describe('sold-out products come last', () => {
  it('a sold-out product leaves the top of the newest wines, the cheapest and a search', async () => {
    const newest = await list('/api/wines?per_page=5')
    const top = newest.data[0]!
    expect(top.stock).toBeGreaterThan(0)
    await sellOut(top.slug)
    const after = await list('/api/wines?per_page=60')
    expect(after.data[0]!.slug).not.toBe(top.slug)
    soldOutLast(after, '/api/wines')

    const cheapest = await list('/api/wines?sort=price_asc&per_page=3')
    await sellOut(cheapest.data[0]!.slug)
    const cheapestAfter = await list('/api/wines?sort=price_asc&per_page=60')
    expect(cheapestAfter.data[0]!.slug).not.toBe(cheapest.data[0]!.slug)
    expect(cheapestAfter.data[0]!.stock).toBeGreaterThan(0)

    // Relevance: the product whose name matches best, once sold out, comes after every one in stock.
    const found = await list('/api/search?q=carmenere&sort=relevance&per_page=3')
    const best = found.data[0]!
    await sellOut(best.slug)
    const foundAfter = await list(`/api/search?q=carmenere&sort=relevance&per_page=60`)
    expect(foundAfter.data[0]!.slug).not.toBe(best.slug)
    soldOutLast(foundAfter, '/api/search?q=carmenere')
  })

  it.each([
    '/api/wines?per_page=60',
    '/api/wines?sort=price_asc&per_page=60',
    '/api/wines?sort=name&per_page=60',
    '/api/alcohols?per_page=60',
    '/api/boxes?per_page=60',
    '/api/gourmets?per_page=60',
    '/api/offers?per_page=60',
    '/api/product-category/espumantes-y-champagne?per_page=60',
    '/api/search?q=reserva&per_page=60',
    '/api/search?q=tinto%20barato&per_page=60',
  ])('%s lists the sold-out last', async (path) => {
    soldOutLast(await list(path), path)
  })
})
