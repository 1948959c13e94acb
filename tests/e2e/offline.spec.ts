import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { addWines, hydrated } from './journeys'

// The installable shop: a manifest, a service worker, and visited pages that open without a connection.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: 'allow' })

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'isAcceptedAged', value: 'ok', url: baseURL! }])
})

test('manifest and service worker are served', async ({ request }) => {
  const manifest = await request.get('/manifest.webmanifest')
  expect(manifest.status()).toBe(200)
  // What makes the shop installable (the checks Lighthouse's former PWA category ran).
  const body = (await manifest.json()) as {
    name: string
    short_name: string
    start_url: string
    display: string
    theme_color: string
    icons: { src: string; sizes: string; purpose?: string }[]
  }
  expect(body).toMatchObject({ name: 'Vinoteca Andes', short_name: 'Vinoteca', display: 'standalone' })
  expect(body.start_url).toMatch(/^\//)
  expect(body.theme_color).toMatch(/^#[0-9a-f]{6}$/i)
  expect(body.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']))
  expect(body.icons.some((i) => i.purpose === 'maskable')).toBe(true)
  for (const icon of body.icons) expect((await request.get(icon.src)).status()).toBe(200)
  const sw = await request.get('/sw.js')
  expect(sw.status()).toBe(200)
  expect(sw.headers()['content-type']).toMatch(/javascript/)
})

test('with the network cut, a visited product page still opens, with a notice', async ({ page, context }) => {
  await page.goto('/')
  await hydrated(page)
  // The worker registers once the page is idle; wait until it controls the page.
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.ready
    return Boolean(registration.active && navigator.serviceWorker.controller)
  })
  await page.goto('/vinos')
  await hydrated(page)
  const link = page
    .getByRole('list', { name: 'Productos' })
    .getByRole('heading', { level: 3 })
    .first()
    .getByRole('link')
  const href = (await link.getAttribute('href'))!
  const name = (await link.textContent())!.trim()
  await page.goto(href)
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  await context.setOffline(true)
  await page.goto(href)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name.replace(/ \d{4}$/, ''))
  await expect(page.getByRole('status').filter({ hasText: 'Sin conexión' })).toBeVisible()

  // A page never visited opens the shop's offline page instead of the browser's error.
  await page.goto('/eventos')
  await expect(page.getByRole('heading', { level: 1, name: 'Sin conexión' })).toBeVisible()
  await context.setOffline(false)
})

async function offlineCartChange(page: Page, context: BrowserContext) {
  await addWines(page, 1)
  await page.goto('/carrito')
  await hydrated(page)
  const line = page.getByRole('list', { name: 'Productos en tu carrito' }).getByRole('listitem').first()
  await expect(line.locator('.qty__value')).toHaveText('1')

  await context.setOffline(true)
  await line.getByRole('button', { name: 'Agregar una unidad' }).click()
  // The line shows the new quantity at once, the cart says the change waits, and the change is kept on the device.
  await expect(line.locator('.qty__value')).toHaveText('2')
  await expect(page.getByRole('status').filter({ hasText: 'se guardarán cuando vuelva la conexión' })).toBeVisible()
  const stored = await page.evaluate(() => localStorage.getItem('vinoteca.cart-queue.v1'))
  expect(JSON.parse(stored!).mutations).toHaveLength(1)

  await context.setOffline(false)
  await expect(page.getByRole('status').filter({ hasText: 'se guardarán cuando vuelva la conexión' })).toHaveCount(0)
  await expect.poll(() => page.evaluate(() => localStorage.getItem('vinoteca.cart-queue.v1'))).toBeNull()
  // A fresh page reads the cart from the server: the change arrived.
  await page.reload()
  await hydrated(page)
  await expect(
    page.getByRole('list', { name: 'Productos en tu carrito' }).getByRole('listitem').first().locator('.qty__value'),
  ).toHaveText('2')
}

test('a cart change made offline waits, is kept, and reaches the server when the connection is back', async ({
  page,
  context,
}) => {
  await offlineCartChange(page, context)
})

test.describe('before the service worker has saved the shop files', () => {
  test.use({ serviceWorkers: 'block' })

  // The first tap offline also asks for the cart drawer's code, which cannot arrive: the page must not reload
  // for that (a reload would fail the same way and lose the change the line shows).
  test('a cart change made offline stays on the page and reaches the server later', async ({ page, context }) => {
    await offlineCartChange(page, context)
  })
})
