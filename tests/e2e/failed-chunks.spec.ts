import { expect, test, type Page } from '@playwright/test'
import { staticImports } from '../../scripts/page-weight.mjs'
import { JOURNEY_WINES, addWines, hydrated } from './journeys'

// A script the page cannot fetch (offline before the service worker saved it, a flaky connection) never takes the
// page down: its heading, the cart's lines and the cart button stay, whichever of its chunks fails, and what failed
// is tried again when the connection comes back. Each script the page asks for, apart from the entry and what the
// entry imports statically (without them nothing of the page's code runs and the server's HTML is all there is),
// is refused in turn, on the first of the three pages that asks for it (the cart, a product page, checkout).
// Without a script the page's hydration needs, the server's HTML stays as it is and says the page's buttons wait
// for the connection; without a part loaded later, that part says it is missing; either way, the page is there.

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

/**
 * A touch and a scroll ask for what waits for them (drawers, search, the floating buttons). The pointer goes from
 * one corner of the page to the other, so every touch enters another element (a `pointerover`), including the touches
 * made after the page's listeners are in place; a pixel's move within one element is no new sign of interaction.
 */
let moves = 0
async function touch(page: Page) {
  moves = (moves + 1) % 2
  await page.mouse.move(moves === 0 ? 10 : 600, moves === 0 ? 10 : 500)
  await page.evaluate(() => window.scrollTo(0, 400))
  await page.evaluate(() => window.scrollTo(0, 0))
}

/** Scripts refused already, on an earlier page of this file: each is refused on the first page that asks for it. */
const refusedBefore = new Set<string>()

/** The scripts a load of the page (and a touch and a scroll) asks for, beyond the entry's own. */
async function scriptsOfOneLoad(page: Page, path: string, entry: Set<string>): Promise<Set<string>> {
  const scripts = new Set<string>()
  const seen = (request: { url(): string }) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js') && !entry.has(url.pathname))
      scripts.add(url.pathname)
  }
  page.on('request', seen)
  await page.goto(path)
  await hydrated(page)
  await touch(page)
  await page.waitForLoadState('networkidle')
  page.off('request', seen)
  return scripts
}

async function everyChunkFails(page: Page, path: string) {
  // The page is already on the shop's origin (addWines), which is all entryClosure needs of it.
  const entry = await entryClosure(page, path)
  // What two loads both ask for: a link the pointer happens to pass over preloads its route once, not every time.
  const first = await scriptsOfOneLoad(page, path, entry)
  const second = await scriptsOfOneLoad(page, path, entry)
  const scripts = new Set([...first].filter((script) => second.has(script) && !refusedBefore.has(script)))
  const heading = page.getByRole('heading', { level: 1 })
  const expected = {
    heading: (await heading.textContent())!.trim(),
    cart: (await cartButton(page).getAttribute('aria-label'))!,
    lines: await lines(page).count(),
  }
  expect(expected.cart).not.toBe('Carrito, 0 productos')
  expect(first.size).toBeGreaterThan(3)
  // Each refused script is a page load of its own.
  test.setTimeout(60_000 + scripts.size * 10_000)
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

  for (const script of scripts) {
    refusedBefore.add(script)
    await test.step(script, async () => {
      let refusals = 0
      const refused = (url: URL) => url.pathname === script
      await page.route(refused, async (route) => {
        refusals++
        await route.abort('internetdisconnected')
      })
      await page.goto(path)
      await expect
        .poll(async () => {
          await touch(page)
          return refusals
        })
        .toBeGreaterThan(0)
      // Whichever script is missing, the page is the page: its heading, the cart's lines and the cart button.
      await expect(errorPage(page)).toHaveCount(0)
      await expect(heading).toHaveText(expected.heading)
      await expect(lines(page)).toHaveCount(expected.lines)
      await expect(cartButton(page)).toHaveAttribute('aria-label', expected.cart)
      // The connection comes back: what failed is fetched again and the page is whole and hydrated.
      await page.unroute(refused)
      await page.evaluate(() => window.dispatchEvent(new Event('online')))
      await hydrated(page)
      await expect(page.locator(`#page-code-unavailable`)).toBeHidden()
      await expect(heading).toHaveText(expected.heading)
      await expect(lines(page)).toHaveCount(expected.lines)
      await expect(errorPage(page)).toHaveCount(0)
    })
  }
}

test('the cart stays when any of its chunks cannot be fetched', async ({ page }) => {
  await addWines(page, 2)
  await everyChunkFails(page, '/carrito')
})

test('a product page stays when any of its chunks cannot be fetched', async ({ page }) => {
  await addWines(page, 1)
  await everyChunkFails(page, `/vinos/${JOURNEY_WINES[0]}`)
})

test('checkout stays when any of its chunks cannot be fetched', async ({ page }) => {
  await addWines(page, 1)
  await everyChunkFails(page, '/informacion-personal')
})
