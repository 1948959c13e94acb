import { expect, test } from '@playwright/test'
import { hydrated } from './journeys'

// The installable shop: a manifest, a service worker, and visited pages that open without a connection.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'isAcceptedAged', value: 'ok', url: baseURL! }])
})

test('manifest and service worker are served', async ({ request }) => {
  const manifest = await request.get('/manifest.webmanifest')
  expect(manifest.status()).toBe(200)
  const body = (await manifest.json()) as { name: string; display: string; icons: { sizes: string }[] }
  expect(body).toMatchObject({ name: 'Vinoteca Andes', display: 'standalone' })
  expect(body.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']))
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
