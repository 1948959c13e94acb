import { expect, test, type Page } from '@playwright/test'
import { staticImports } from '../../scripts/page-weight.mjs'
import { addWines, hydrated } from './journeys'

// A script the page cannot fetch (offline before the service worker saved it, a flaky connection) never takes the
// page down: its heading, the cart's lines and the cart button stay, whichever of its chunks fails, and what failed
// is tried again when the connection comes back. Each script the page asks for, apart from the entry and what the
// entry imports statically (without them nothing of the page's code runs and the server's HTML is all there is),
// is refused in turn.

// The service worker would answer precached chunks itself, where the refusal never sees them.
test.use({ serviceWorkers: 'block' })

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'isAcceptedAged', value: 'ok', url: baseURL! }])
})

/** The entry script the HTML names and every module it imports statically. */
async function entryClosure(page: Page, path: string): Promise<Set<string>> {
  const html = await (await page.request.get(path)).text()
  const entry =
    html.match(/import\(["'](\/assets\/[^"']+\.js)["']\)/)?.[1] ??
    html.match(/<script[^>]+src="(\/assets\/[^"]+\.js)"/)?.[1]
  expect(entry, 'the entry script of the page').toBeTruthy()
  const closure = new Set<string>()
  const queue = [entry!]
  while (queue.length > 0) {
    const file = queue.shift()!
    if (closure.has(file)) continue
    closure.add(file)
    const url = new URL(file, page.url()).href
    const code = await (await page.request.get(url)).text()
    for (const imported of staticImports(code, url)) queue.push(new URL(imported).pathname)
  }
  return closure
}

const lines = (page: Page) => page.getByRole('list', { name: 'Productos en tu carrito' }).getByRole('listitem')
const cartButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Carrito, / })
const errorPage = (page: Page) => page.getByRole('heading', { name: 'Ha ocurrido un error' })

/** A touch and a scroll ask for what waits for them (drawers, search, the floating buttons). */
let moves = 0
async function touch(page: Page) {
  moves = (moves + 1) % 40
  await page.mouse.move(10 + moves, 10 + moves)
  await page.evaluate(() => window.scrollTo(0, 400))
  await page.evaluate(() => window.scrollTo(0, 0))
}

async function everyChunkFails(page: Page, path: string) {
  await page.goto(path)
  const entry = await entryClosure(page, path)
  const scripts = new Set<string>()
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js') && !entry.has(url.pathname))
      scripts.add(url.pathname)
  })
  await page.goto(path)
  await hydrated(page)
  await touch(page)
  const heading = page.getByRole('heading', { level: 1 })
  const expected = {
    heading: (await heading.textContent())!.trim(),
    cart: (await cartButton(page).getAttribute('aria-label'))!,
    lines: await lines(page).count(),
  }
  expect(expected.cart).not.toBe('Carrito, 0 productos')
  expect(scripts.size).toBeGreaterThan(3)
  // A chunk that fails while the browser says it is online may be a deploy that replaced the files: the shop and the
  // router reload the page once for it. Marked as done already, so what is seen is the page that stays.
  await page.addInitScript(
    (urls) => {
      sessionStorage.setItem('chunkReloadAt', String(Date.now()))
      for (const url of urls)
        sessionStorage.setItem(`tanstack_router_reload:Failed to fetch dynamically imported module: ${url}`, '1')
    },
    [...scripts].map((script) => new URL(script, page.url()).href),
  )

  const pageItself: string[] = []
  for (const script of scripts) {
    await test.step(script, async () => {
      let refusals = 0
      const refused = (url: URL) => url.pathname === script
      await page.route(refused, async (route) => {
        refusals++
        await route.abort('internetdisconnected')
      })
      await page.goto(path)
      await page.evaluate(() => window.scrollTo(0, 400))
      await expect
        .poll(async () => {
          await touch(page)
          return refusals
        })
        .toBeGreaterThan(0)
      await expect(errorPage(page)).toHaveCount(0)
      await expect(cartButton(page)).toHaveAttribute('aria-label', expected.cart)
      if ((await heading.textContent())?.trim() === 'Esta página no se pudo cargar') {
        // The page's own code: the shell stays and the page says, in its place, that it will load when it can.
        pageItself.push(script)
      } else {
        await expect(heading).toHaveText(expected.heading)
        await expect(lines(page)).toHaveCount(expected.lines)
      }
      // The connection comes back: what failed is fetched again and the page is whole and hydrated.
      await page.unroute(refused)
      await page.evaluate(() => window.dispatchEvent(new Event('online')))
      await hydrated(page)
      await expect(heading).toHaveText(expected.heading)
      await expect(lines(page)).toHaveCount(expected.lines)
      await expect(errorPage(page)).toHaveCount(0)
    })
  }
  // Only the route's own chunk may replace the page's content (by the notice, never by the error page).
  expect(pageItself.length).toBeLessThanOrEqual(1)
}

test('the cart stays when any of its chunks cannot be fetched', async ({ page }) => {
  await addWines(page, 2)
  await everyChunkFails(page, '/carrito')
})

test('a product page stays when any of its chunks cannot be fetched', async ({ page }) => {
  await addWines(page, 1)
  const href = await page
    .getByRole('list', { name: 'Productos' })
    .getByRole('heading', { level: 3 })
    .first()
    .getByRole('link')
    .getAttribute('href')
  await everyChunkFails(page, href!)
})

test('checkout stays when any of its chunks cannot be fetched', async ({ page }) => {
  await addWines(page, 1)
  await everyChunkFails(page, '/informacion-personal')
})
