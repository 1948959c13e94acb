import { expect, test, type Page } from '@playwright/test'
import { hydrated } from './journeys'

// The shop on a phone (390 × 844): the buy bar of a product page, a sold-out wine's alternatives right under its
// notice, the labelled shortcuts of the menu, and floating buttons that never sit over the page's text or controls.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'isAcceptedAged', value: 'ok', url: baseURL! }])
})

const SOLD_OUT_WINE = '/vinos/vina-apalta-norte-gran-reserva-carmenere-2021'

async function firstInStockWine(page: Page) {
  await page.goto('/vinos?disponible=1')
  await hydrated(page)
  const link = page
    .getByRole('list', { name: 'Productos' })
    .getByRole('heading', { level: 3 })
    .first()
    .getByRole('link')
  return (await link.getAttribute('href'))!
}

test('a buy bar offers price, quantity and add while the page’s own button is out of sight', async ({ page }) => {
  await page.goto(await firstInStockWine(page))
  await hydrated(page)
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!.replace(/ \d{4}$/, '').trim()
  const bar = page.getByRole('region', { name: `Comprar ${name}` })
  const main = page.locator('.product__summary .add-to-cart--page').getByRole('button', { name: 'Agregar al carro' })
  await page.screenshot({ path: test.info().outputPath('product-phone.png') })

  await main.evaluate((button) => button.scrollIntoView({ block: 'center' }))
  await expect(main).toBeInViewport()
  await expect(bar).toHaveCount(0)

  // A screen further down, whatever the length of the wine's texts (a new wine's page may be short).
  await main.evaluate((button) => {
    button.scrollIntoView({ block: 'start' })
    window.scrollBy(0, window.innerHeight)
  })
  await expect(main).not.toBeInViewport()
  await expect(bar).toBeVisible()
  await expect(bar.getByText(/^\$\d{1,3}(\.\d{3})+$/)).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('product-phone-bar.png') })
  await bar.getByRole('button', { name: 'Agregar uno' }).click()
  await expect(bar.locator('.qty__value')).toHaveText('2')
  await bar.getByRole('button', { name: 'Agregar al carro' }).click()
  const drawer = page.getByRole('dialog', { name: /Producto agregado a tu carrito/ })
  await expect(drawer).toBeVisible()
  await expect(drawer.getByRole('listitem').first().locator('.qty__value')).toHaveText('2')
})

test('a sold-out wine shows its alternatives right under the notice, and no buy bar', async ({ page }) => {
  await page.goto(SOLD_OUT_WINE)
  await hydrated(page)
  const alternatives = page.getByRole('region', { name: 'Alternativas disponibles' })
  await expect(alternatives.getByRole('article').first()).toBeVisible()
  const notice = await page.locator('.product__summary').getByText('Sin stock', { exact: true }).boundingBox()
  const top = (await alternatives.boundingBox())!.y
  const sheet = (await page.getByRole('heading', { name: 'Ficha técnica' }).boundingBox())!.y
  const notes = (await page.getByRole('heading', { name: 'Notas de cata' }).boundingBox())!.y
  expect(top).toBeGreaterThan(notice!.y)
  expect(top).toBeLessThan(notes)
  expect(top).toBeLessThan(sheet)
  // Less than two screens below the notice (it was some 3,000 px down, after the technical sheet).
  expect(top - notice!.y).toBeLessThan(844 * 2)
  await page.screenshot({ path: test.info().outputPath('sold-out-phone.png'), fullPage: true })
  await page.getByRole('heading', { name: 'Ficha técnica' }).scrollIntoViewIfNeeded()
  await expect(page.getByRole('region', { name: /^Comprar / })).toHaveCount(0)
})

test('the phone menu’s shortcuts carry visible labels', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  await page.getByRole('button', { name: 'Abrir menú' }).click()
  const menu = page.getByRole('dialog', { name: 'Menú' })
  const shortcuts = menu.getByRole('navigation', { name: 'Accesos directos' })
  for (const [label, path] of [
    ['Reservas', '/reserva-mesa'],
    ['Sommelier virtual', '/sommelier-virtual'],
    ['Seguimiento de pedido', '/seguimiento'],
    ['Favoritos', '/favoritos'],
  ] as const) {
    const link = shortcuts.getByRole('link', { name: label })
    await expect(link).toHaveText(label)
    await expect(link).toHaveAttribute('href', path)
    await expect(link.getByText(label)).toBeVisible()
  }
  await page.screenshot({ path: test.info().outputPath('menu-phone.png') })
})

/**
 * Text and controls under the floating buttons: for each text run and control that a floating button overlaps,
 * what would be seen at that spot without the buttons; it counts when that is the text or control itself (not the
 * bottom bar or a header that covers it anyway).
 */
function coveredUnderFloatingButtons(): string[] {
  const floats = [...document.querySelectorAll('.floating-widgets .floating-button')].map((e) =>
    e.getBoundingClientRect(),
  )
  const hits: string[] = []
  const seenAt = (x: number, y: number) =>
    document.elementsFromPoint(x, y).find((e) => !e.closest('.floating-widgets')) ?? null
  const check = (rect: DOMRect, owner: Element, what: string) => {
    for (const f of floats) {
      const left = Math.max(f.left, rect.left)
      const right = Math.min(f.right, rect.right)
      const top = Math.max(f.top, rect.top)
      const bottom = Math.min(f.bottom, rect.bottom)
      if (right - left < 1 || bottom - top < 1) continue
      const seen = seenAt((left + right) / 2, (top + bottom) / 2)
      if (seen && (owner.contains(seen) || seen.contains(owner))) hits.push(what)
    }
  }
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim()
    const owner = node.parentElement
    if (!text || !owner || owner.closest('.floating-widgets, script, style, [hidden]')) continue
    const range = document.createRange()
    range.selectNodeContents(node)
    for (const rect of range.getClientRects()) check(rect, owner, `text "${text.slice(0, 40)}"`)
  }
  for (const control of document.querySelectorAll('a, button, input, select, textarea, [role="button"]')) {
    if (control.closest('.floating-widgets')) continue
    check(control.getBoundingClientRect(), control, `control ${control.outerHTML.slice(0, 80)}`)
  }
  return [...new Set(hits)]
}

test('the floating share and help buttons never cover text or controls, on every key page', async ({ page }) => {
  test.setTimeout(240_000)
  const product = await firstInStockWine(page)
  const pages = [
    '/',
    '/vinos',
    product,
    SOLD_OUT_WINE,
    '/cajas',
    '/gourmet',
    '/ofertas',
    '/vino-bar',
    '/eventos',
    '/blog',
    '/sommelier-virtual',
    '/seguimiento',
    '/contacto',
    '/acerca-de/politicas-de-despacho',
  ]
  const found: Record<string, string[]> = {}
  for (const path of pages) {
    await page.goto(path)
    await hydrated(page)
    // The buttons come after the first scroll.
    await page.evaluate(() => window.scrollTo(0, 300))
    await expect(page.getByRole('button', { name: 'Compartir esta página' })).toBeVisible()
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    for (let y = 300; y < height; y += 500) {
      await page.evaluate((top) => window.scrollTo(0, top), y)
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))))
      const hits = await page.evaluate(coveredUnderFloatingButtons)
      if (hits.length) found[`${path} @${y}`] = hits
    }
  }
  await page.goto('/')
  await hydrated(page)
  await page.evaluate(() => window.scrollTo(0, 300))
  await expect(page.getByRole('button', { name: 'Compartir esta página' })).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('home-phone.png') })
  expect(found).toEqual({})
})
