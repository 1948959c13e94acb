import { expect, test, type Page } from '@playwright/test'
import { hydrated } from './journeys'

// What decision 019 keeps out of the first load still works (docs/decisions/019-what-loads-first.md): the phone
// menu's drawer loads when the hamburger is touched, and the checkout's and the other areas' messages (account,
// contact, tracking, …) with the pages that show them.

async function acceptAge(page: Page) {
  await page.context().addCookies([{ name: 'isAcceptedAged', value: 'ok', domain: 'localhost', path: '/' }])
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the menu opens with its shortcuts and closes with Escape, focus back on the hamburger', async ({ page }) => {
    await acceptAge(page)
    await page.goto('/')
    await hydrated(page)
    // Closed, the drawer is not in the page at all: its code loads when the hamburger is touched.
    await expect(page.locator('#mobile-menu')).toHaveCount(0)
    const hamburger = page.getByRole('button', { name: 'Abrir menú' })
    await hamburger.click()
    const menu = page.getByRole('dialog', { name: 'Menú' })
    await expect(menu.getByRole('navigation', { name: 'Accesos directos' }).getByRole('link')).toHaveCount(4)
    await expect(menu.getByRole('link', { name: 'Inicio' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeFocused()
  })
})

test.describe('in English', () => {
  test.beforeEach(async ({ page }) => {
    await acceptAge(page)
    await page.context().addCookies([{ name: 'locale', value: 'en', domain: 'localhost', path: '/' }])
  })

  test('a page of an area speaks English on a first load', async ({ page }) => {
    await page.goto('/seguimiento')
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Order tracking' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Find order' })).toBeVisible()
  })

  test('a checkout page speaks English on a first load', async ({ page }) => {
    await page.goto('/informacion-personal')
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 2, name: 'Buy as a guest' })).toBeVisible()
  })

  test('a page of an area reached from the storefront speaks English', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
    await page.getByRole('banner').getByRole('link', { name: 'Order tracking' }).click()
    await expect(page).toHaveURL(/\/seguimiento$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Order tracking' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Find order' })).toBeVisible()
    // A client-side navigation (the catalogue came with the route, not with a new document).
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
  })
})

test('a checkout page preloads its own catalogue with the entry, not after it', async ({ request }) => {
  const html = await (await request.get('/informacion-personal', { headers: { cookie: 'isAcceptedAged=ok' } })).text()
  const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!)
  const bodies = await Promise.all(preloaded.map(async (url) => (await request.get(url)).text()))
  // A message only the checkout's catalogue holds.
  expect(bodies.some((code) => code.includes('Quién recibe'))).toBe(true)
})
