import { expect, test, type Page } from '@playwright/test'
import { hydrated } from './journeys'

// The page hydrates in parts (docs/decisions/025-react-in-the-browser.md, Figures of the hydration): the shell's
// headers and footer, a product page's details below the fold and each card of a list are React Suspense boundaries.
// The server's HTML holds their content (never a fallback in its place), React hydrates them after the outer frame in
// renders that give the main thread back, and a tap on one not hydrated yet makes React hydrate it and handle the tap.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'isAcceptedAged', value: 'ok', url: baseURL! }])
})

const PRODUCT = '/vinos/vina-apalta-norte-gran-reserva-carmenere-2021'

for (const path of ['/', '/vinos', PRODUCT]) {
  test(`${path}: the server HTML carries the content of each boundary`, async ({ request }) => {
    const html = await (await request.get(path, { headers: { cookie: 'isAcceptedAged=ok' } })).text()
    // `<!--$-->` opens a boundary the server completed; `<!--$!-->` would be one the browser must render itself.
    expect(html).toContain('<!--$--><header class="site-header"')
    expect(html).toContain('<!--$--><header class="mobile-header"')
    expect(html).toContain('<!--$--><footer class="site-footer"')
    expect(html).not.toContain('<!--$!-->')
  })
}

test('a product page’s photo is in the HTML, eager and at high priority; its details and a list’s cards are boundaries', async ({
  request,
}) => {
  const product = await (await request.get(PRODUCT, { headers: { cookie: 'isAcceptedAged=ok' } })).text()
  const main = product.slice(product.indexOf('<main'))
  const photo = main.match(/<img[^>]*>/)![0]
  expect(photo).toMatch(/fetchpriority="high"/i)
  expect(photo).not.toMatch(/loading="lazy"/i)
  expect(main).toContain('<!--$--><div class="product__details"')
  const list = await (await request.get('/vinos', { headers: { cookie: 'isAcceptedAged=ok' } })).text()
  const cards = list.match(/<li><!--\$--><article class="product-card"/g) ?? []
  expect(cards.length).toBeGreaterThan(1)
})

test('a product page asks for its delivery promise once the page is idle, not while it hydrates', async ({ page }) => {
  // The browser's idle callbacks are held until the test lets them run.
  await page.addInitScript(() => {
    const held: (() => void)[] = []
    Object.assign(window, { runIdleCallbacks: () => held.splice(0).forEach((run) => run()) })
    window.requestIdleCallback = (callback) => held.push(() => callback({ didTimeout: false, timeRemaining: () => 50 }))
  })
  // A wine on the shelf: a sold-out one shows no promise.
  await page.goto('/vinos?disponible=1')
  const wine = page
    .getByRole('list', { name: 'Productos' })
    .getByRole('heading', { level: 3 })
    .first()
    .getByRole('link')
  await page.goto((await wine.getAttribute('href'))!)
  await hydrated(page)
  await page.waitForLoadState('networkidle')
  const promise = page.locator('main .product__summary .delivery-promise')
  await expect(promise).toHaveCount(0)
  await page.evaluate(() => (window as unknown as { runIdleCallbacks: () => void }).runIdleCallbacks())
  await expect(promise).toContainText(/^Llega (hoy|el \p{L}+ \d{1,2} de \p{L}+) a /u)
})

test('a list’s filter controls are a boundary of their own, each option a link with its count and nothing else', async ({
  request,
}) => {
  const list = await (await request.get('/vinos', { headers: { cookie: 'isAcceptedAged=ok' } })).text()
  // On a phone the inline panel is replaced by the drawer right after hydration: as a boundary it is dropped unhydrated.
  expect(list).toMatch(/<aside class="filters"[^>]*><h2[^>]*>[^<]*<\/h2><!--\$--><label class="filters__stock"/)
  const options = list.match(/<a role="checkbox"[^>]*class="facet__option"[^>]*>.*?<\/a>/g) ?? []
  expect(options.length).toBeGreaterThan(20)
  // The box and the tick are the link's own ::before and ::after: one element (the count) per option.
  for (const option of options) expect(option).toMatch(/^<a [^>]*>[^<]+<span class="facet__count">\d+<\/span><\/a>$/)
})

test('a list page’s state carries of each product only what its card uses', async ({ request }) => {
  const list = await (await request.get('/vinos', { headers: { cookie: 'isAcceptedAged=ok' } })).text()
  expect(list).toContain('frontend_image')
  // The API's card has these too (other clients read them); the list's server function leaves them out.
  for (const field of ['frontend_cover_image', 'volume_ml', 'variety:', 'country:']) expect(list).not.toContain(field)
})

async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('the menu button tapped as soon as the shell is interactive opens the menu', async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await slowCpu(page)
    await page.goto(PRODUCT, { waitUntil: 'domcontentloaded' })
    // The outer frame has committed; the headers may still be waiting for their turn to hydrate.
    await hydrated(page)
    await page.getByRole('button', { name: 'Abrir menú' }).click()
    await expect(page.getByRole('dialog', { name: 'Menú' })).toBeVisible({ timeout: 20_000 })
    // Every part hydrated over the server's HTML: no mismatch made React throw a part away and render it again.
    expect(errors.filter((e) => /hydrat|did not match|#418|#423|#425/i.test(e))).toEqual([])
  })
})
