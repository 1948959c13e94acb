import { expect, test } from '@playwright/test'
import { hydrated } from './journeys'

// The largest image of a key page is asked for from the head, at high priority, and it is the very file the page's
// <img> shows (a preload that does not match the <img> would download a second picture). React's server renderer
// writes these preloads for the images a page loads eagerly; the page decides which those are (its first picture at
// high priority, the first row of a list, nothing below the fold).
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'isAcceptedAged', value: 'ok', url: baseURL! }])
})

const attribute = (tag: string, name: string) =>
  tag.match(new RegExp(`\\s${name}="([^"]*)"`, 'i'))?.[1]?.replaceAll('&amp;', '&') ?? null

for (const path of ['/', '/vinos', '/vinos/vina-apalta-norte-gran-reserva-carmenere-2021']) {
  test(`${path} preloads the image it shows first`, async ({ request }) => {
    const res = await request.get(path, { headers: { cookie: 'isAcceptedAged=ok' } })
    expect(res.status()).toBe(200)
    const html = await res.text()
    const [head = '', body = ''] = html.split(/<body[^>]*>/i)
    const preloads = [...head.matchAll(/<link[^>]*rel="preload"[^>]*>/gi)]
      .map((m) => m[0])
      .filter((tag) => attribute(tag, 'as') === 'image')
    const urgent = preloads.filter((tag) => attribute(tag, 'fetchpriority') === 'high')
    expect(urgent, 'one image preloaded at high priority').toHaveLength(1)
    expect(preloads.length, 'no more than a first row of images preloaded').toBeLessThanOrEqual(4)
    const preload = urgent[0]!
    const images = [...body.matchAll(/<img[^>]*fetchpriority="high"[^>]*>/gi)].map((m) => m[0])
    expect(images.length, 'the page marks its first image high priority').toBeGreaterThan(0)
    const first = images[0]!
    expect(attribute(preload, 'href')).toBe(attribute(first, 'src'))
    expect(attribute(preload, 'imagesrcset')).toBe(attribute(first, 'srcset'))
  })
}

// The page starts with Start's own tags: the entry script and a modulepreload per chunk it needs, the page language's
// message catalogue among them (the browser's first render waits for it, src/router.tsx), and nothing else to load
// it by hand. The page then hydrates.
test('the HTML loads the entry and preloads the page language’s catalogue, and the page hydrates', async ({ page }) => {
  const res = await page.goto('/')
  const html = await res!.text()
  const [head = ''] = html.split(/<body[^>]*>/i)
  const preloads = [...head.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1])
  expect(
    preloads.some((href) => /\/assets\/messages-[\w-]+\.js$/.test(href!)),
    'the catalogue is preloaded',
  ).toBe(true)
  expect(html).toMatch(/<script type="module"[^>]*\ssrc="\/assets\/index-[\w-]+\.js"/)
  await hydrated(page)
})

// React renders the head in the browser too (the router's <HeadContent>): after a client-side navigation the title,
// the description, the canonical and language links and the structured data are the new page's, as its own server
// HTML has them, each once.
test('a client-side navigation brings the head to the new page', async ({ page, request }) => {
  await page.goto('/vinos')
  await hydrated(page)
  const card = page.locator('main a[href^="/vinos/"]').first()
  const href = (await card.getAttribute('href'))!
  await card.click()
  await expect(page).toHaveURL(new RegExp(`${href}$`))
  const html = await (await request.get(href)).text()
  const serverTitle = html.match(/<title>([^<]*)<\/title>/)![1]!.replaceAll('&amp;', '&')
  await expect(page).toHaveTitle(serverTitle)
  const head = await page.evaluate(() => ({
    description: [...document.head.querySelectorAll('meta[name="description"]')].map((m) => m.getAttribute('content')),
    canonical: [...document.head.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href')),
    alternates: document.head.querySelectorAll('link[rel="alternate"]').length,
    jsonLd: [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent),
  }))
  const serverDescription = attribute(html.match(/<meta[^>]*name="description"[^>]*>/)![0], 'content')
  const serverCanonical = attribute(html.match(/<link[^>]*rel="canonical"[^>]*>/)![0], 'href')
  expect(head.description).toEqual([serverDescription])
  expect(head.canonical).toEqual([serverCanonical])
  expect(head.alternates).toBe((html.match(/<link[^>]*rel="alternate"/g) ?? []).length)
  expect(head.jsonLd.some((text) => text?.includes('"@type":"Product"'))).toBe(true)
})
