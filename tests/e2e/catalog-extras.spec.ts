import { expect, test } from '@playwright/test'
import { hydrated } from './journeys'

//, the catalogue's remaining gaps: /productos "Todas las categorías", the mobile filter drawer as a
// modal dialog, and the home's product rails.

test.beforeEach(async ({ context, baseURL }) => {
  // docs/product.md, How things behave: the age gate is answered once; these journeys are about the catalogue.
  await context.addCookies([{ name: 'isAcceptedAged', value: 'ok', url: baseURL! }])
})

test('/productos lists every category with its count and a tile opens the filtered list', async ({ page }) => {
  await page.goto('/productos')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Todas las categorías' })).toBeVisible()
  for (const name of ['Vinos', 'Destilados y licores', 'Cajas de regalo', 'Gourmet', 'Ofertas', 'Nuestras selecciones'])
    await expect(page.getByRole('region', { name })).toBeVisible()

  // SEO: canonical and hreflang through pageHead, BreadcrumbList JSON-LD.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/productos$/)
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/productos\?lang=en$/)
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
  expect(jsonLd.map((j) => JSON.parse(j)['@type'])).toContain('BreadcrumbList')

  const wines = page.getByRole('region', { name: 'Vinos' })
  await expect(
    wines.getByRole('list', { name: 'Por origen' }).getByRole('link', { name: /^Vinos chilenos \d+ productos$/ }),
  ).toHaveAttribute('href', '/vinos/chilenos')
  const editorial = page.getByRole('region', { name: 'Nuestras selecciones' })
  await expect(editorial.getByRole('link', { name: /^Quesos franceses \d+ productos$/ })).toHaveAttribute(
    'href',
    '/categorias/quesos-franceses',
  )

  // docs/product.md, Pages filter query params: the tile's count is the list's total, and the filter shows as chosen.
  const red = wines.getByRole('list', { name: 'Por tipo' }).getByRole('link', { name: /^Tinto \d+ productos$/ })
  const count = Number((await red.textContent())!.match(/(\d+) productos/)![1])
  expect(count).toBeGreaterThan(24)
  await red.click()
  await expect(page).toHaveURL(/\/vinos\?tipo=tinto$/)
  await expect(page.getByRole('status').filter({ hasText: 'resultados' })).toHaveText(`1 - 24 de ${count} resultados`)
  await expect(
    page.getByRole('complementary', { name: 'Filtros' }).getByRole('checkbox', { name: /^Tinto\b/ }),
  ).toBeChecked()
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the filter drawer is a modal dialog: focus trapped, Escape closes, focus back on Filtrar', async ({ page }) => {
    await page.goto('/vinos')
    await hydrated(page)
    // Below 780 px there is no inline panel, only the button that opens the drawer.
    await expect(page.getByRole('complementary', { name: 'Filtros' })).toHaveCount(0)
    const opener = page.getByRole('button', { name: /^Filtrar/ })
    await opener.click()
    const drawer = page.getByRole('dialog', { name: 'Filtrar' })
    await expect(drawer).toBeVisible()
    // Modal: the page behind leaves the accessibility tree while the drawer is open.
    await expect(opener).toHaveCount(0)
    await expect(page.getByRole('button', { name: /^Filtrar/, includeHidden: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    // Focus moved into the dialog, and the page behind does not scroll.
    await expect(drawer.locator(':focus')).toHaveCount(1)
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden')

    // Tab from the last control wraps to the first, Shift+Tab from the first back to the last.
    const first = drawer.getByRole('button', { name: 'Cerrar filtros' })
    const last = drawer.getByRole('button', { name: /^Ver \d+ productos$/ })
    await last.focus()
    await page.keyboard.press('Tab')
    await expect(first).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(last).toBeFocused()

    // The filters stay URL-synced inside the drawer, which stays open while the list updates.
    await drawer.getByRole('checkbox', { name: /^Tinto\b/ }).check()
    await expect(page).toHaveURL(/[?&]tipo=tinto/)
    await expect(drawer).toBeVisible()
    await expect(drawer.getByRole('checkbox', { name: /^Tinto\b/ })).toBeChecked()

    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(page.getByRole('button', { name: /^Filtrar \(1\)$/ })).toBeFocused()
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden')
  })

  test('the home shows an offers rail whose card goes to the cart', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    const rail = page.getByRole('region', { name: 'Ofertas de la semana' })
    await expect(rail.getByRole('link', { name: /^Ver todo/ })).toHaveAttribute('href', '/ofertas?orden=discount')
    // Below the fold, the cards load as the rail nears the viewport.
    await rail.scrollIntoViewIfNeeded()
    const cards = rail.getByRole('article')
    await expect(cards.first()).toBeVisible()
    expect(await cards.count()).toBeGreaterThan(1)
    // Offers carry the old price struck through (docs/product.md, Numbers and limits).
    await expect(cards.first().locator('s, del').first()).toBeVisible()
    const name = (await cards.first().getByRole('heading', { level: 3 }).textContent())!.trim()
    await cards.first().getByRole('button', { name: 'Agregar al carro' }).click()
    const drawer = page.getByRole('dialog', { name: /Producto agregado a tu carrito/ })
    await expect(drawer).toBeVisible()
    await expect(drawer).toContainText(name.replace(/ \d{4}$/, ''))
  })
})
