import { expect, test } from '@playwright/test'
import { footerHydrated, hydrated } from './journeys'

// The blog, events, contact, reservations, the sommelier and the back-office bring stylesheets of their own
// (src/ui/area-stylesheet.tsx): the pages every visit loads link only the shop's stylesheet, and an area's page is
// styled the moment it appears, whether loaded from the server or reached by a client-side navigation.

const AREAS = [
  { link: '/blog', element: '.blog-hero', property: 'display', value: 'flex' },
  { link: '/eventos', element: '.events-hero', property: 'position', value: 'relative' },
  { link: '/contacto', element: '.contact-banner', property: 'position', value: 'relative' },
  { link: '/reserva-mesa', element: '.resv-layout', property: 'display', value: 'grid' },
  { link: '/sommelier-virtual', element: '.somm-hero', property: 'display', value: 'grid' },
]

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'isAcceptedAged', value: 'ok', domain: 'localhost', path: '/' }])
})

test('home, a list, a product page and the cart link only the shop stylesheet', async ({ request }) => {
  const product = await request.get('/api/wines?per_page=1').then((r) => r.json())
  for (const path of ['/', '/vinos', `/vinos/${product.data[0].slug}`, '/carrito']) {
    const html = await (await request.get(path, { headers: { cookie: 'isAcceptedAged=ok' } })).text()
    const sheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1])
    expect(sheets, path).toHaveLength(1)
    expect(sheets[0], path).toMatch(/^\/assets\/app-[\w-]+\.css$/)
  }
})

for (const area of AREAS) {
  test(`${area.link} is styled on a first load and the moment a client-side navigation shows it`, async ({ page }) => {
    await page.goto(area.link)
    await expect(page.locator(area.element).first()).toHaveCSS(area.property, area.value)

    await page.goto('/')
    await hydrated(page)
    // The area's link may be the footer's.
    await footerHydrated(page)
    // Record the element's style when it is first inserted, before the browser can paint it.
    await page.evaluate(({ element, property }) => {
      const w = window as unknown as { areaStyle?: string; sameDocument?: boolean }
      w.sameDocument = true
      new MutationObserver((_, observer) => {
        const found = document.querySelector(element)
        if (!found) return
        w.areaStyle = getComputedStyle(found).getPropertyValue(property)
        observer.disconnect()
      }).observe(document.body, { childList: true, subtree: true })
    }, area)
    await page.locator(`a[href="${area.link}"]`).first().click()
    await expect(page).toHaveURL(new RegExp(`${area.link}$`))
    await expect.poll(() => page.evaluate(() => (window as { areaStyle?: string }).areaStyle)).toBe(area.value)
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true)
  })
}

// Signing in from /iniciar-sesion?redirect=/gestion lands on the back-office by a client-side navigation: its layout
// is styled when it appears, and stays so on the next navigation inside /gestion.
test('signing in lands on a styled back-office, and it stays styled inside /gestion', async ({ page }) => {
  await page.goto('/iniciar-sesion?redirect=/gestion')
  await hydrated(page)
  await page.evaluate(() => {
    const w = window as unknown as { boStyle?: string; sameDocument?: boolean }
    w.sameDocument = true
    new MutationObserver((_, observer) => {
      const found = document.querySelector('.bo')
      if (!found) return
      w.boStyle = getComputedStyle(found).display
      observer.disconnect()
    }).observe(document.body, { childList: true, subtree: true })
  })
  const main = page.getByRole('main')
  await main.getByLabel('Correo electrónico').fill('admin@vinotecaandes.cl')
  await main.getByLabel('Contraseña', { exact: true }).fill('Gestion-Andes-2026')
  await main.getByRole('button', { name: 'Iniciar sesión' }).click()
  await expect(page).toHaveURL(/\/gestion$/)
  await expect.poll(() => page.evaluate(() => (window as { boStyle?: string }).boStyle)).toBe('grid')
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true)
  const layout = page.locator('.bo')
  await expect(layout).toHaveCSS('display', 'grid')
  await expect(layout).toHaveCSS('background-color', 'rgb(246, 244, 241)')

  await page.getByRole('navigation', { name: 'Secciones de gestión' }).getByRole('link', { name: 'Pedidos' }).click()
  await expect(page).toHaveURL(/\/gestion\/pedidos/)
  await expect(layout).toHaveCSS('display', 'grid')
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true)
})
