import { expect, test, type APIRequestContext } from '@playwright/test'
import { staffApi } from './journeys'

// The Worker keeps the HTML of a page rendered from the same data and serves it again instead of rendering
// (src/server/page-memo.ts). What a shopper must never notice: a stale stock figure, or a response whose inline
// scripts carry another response's CSP nonce (the browser would refuse to run them).

const VISITOR = { cookie: 'isAcceptedAged=ok' }
const SOLD_OUT = '<p class="no-stock">Sin stock</p>'

async function newestInStock(request: APIRequestContext) {
  const list = (await (await request.get('/api/wines?per_page=12&sort=newest')).json()) as {
    data: { id: number; sku: string; slug: string; stock: number }[]
  }
  return list.data.find((wine) => wine.stock > 0)!
}

test('the same page asked for again carries its own nonce on every inline script', async ({ request }) => {
  const wine = await newestInStock(request)
  const nonces: string[] = []
  for (let i = 0; i < 3; i++) {
    const res = await request.get(`/vinos/${wine.slug}`, { headers: VISITOR })
    expect(res.status()).toBe(200)
    const nonce = res.headers()['content-security-policy']!.match(/'nonce-([^']+)'/)![1]!
    const html = await res.text()
    const scripts = [...html.matchAll(/<script(?![^>]*type="application\/ld\+json")([^>]*)>/g)].map((m) => m[1]!)
    expect(scripts.length).toBeGreaterThan(0)
    for (const attrs of scripts) expect(attrs).toContain(`nonce="${nonce}"`)
    for (const earlier of nonces) expect(html).not.toContain(earlier)
    nonces.push(nonce)
  }
})

test('a product page shows a stock change at the next view', async ({ request }) => {
  const wine = await newestInStock(request)
  const page = async () => {
    const res = await request.get(`/vinos/${wine.slug}`, { headers: VISITOR })
    expect(res.status()).toBe(200)
    return res.text()
  }
  expect(await page()).not.toContain(SOLD_OUT)
  expect(await page()).not.toContain(SOLD_OUT)

  const { countStock } = await staffApi(request)
  const count = (quantity: number, expected: number) => countStock(wine, quantity, expected, 'e2e page memo')
  expect((await count(0, wine.stock)).status()).toBe(200)
  try {
    expect(await page()).toContain(SOLD_OUT)
  } finally {
    expect((await count(wine.stock, 0)).status()).toBe(200)
  }
  expect(await page()).not.toContain(SOLD_OUT)
})
