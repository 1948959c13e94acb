import { expect, test, type Page } from '@playwright/test'

// What a tap shows on a hydrated page before the server has answered it (docs/decisions/025-react-in-the-browser.md):
// a filter's box is ticked and the list on screen is marked busy while the filtered list loads, then the new list
// replaces it; "Agregar al carro" is busy until the line is added, then the drawer shows it. The server's answers are
// held until the test has seen the tap's own effect, so nothing here depends on how fast either side is.

// The page's own requests only, so the test can hold them (a service worker's fetches are not the page's).
test.use({ serviceWorkers: 'block' })

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'isAcceptedAged', value: 'ok', url: baseURL! }])
})

async function hydrated(page: Page) {
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
}

/** Holds every server-function call from now on until the returned function is called. */
async function holdServer(page: Page): Promise<() => Promise<void>> {
  let release!: () => void
  const gate = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_serverFn/**', async (route) => {
    await gate
    await route.fallback()
  })
  return async () => {
    release()
    await page.unroute('**/_serverFn/**')
  }
}

test('a filter is ticked at once, the list stays busy until the filtered one arrives, and untick restores', async ({
  page,
}) => {
  await page.goto('/vinos')
  await hydrated(page)
  const filters = page.getByRole('complementary', { name: 'Filtros' })
  const count = page.getByRole('status').filter({ hasText: 'resultados' })
  const results = page.getByRole('region', { name: /resultados/ })
  const all = (await count.textContent())!
  const tinto = filters.getByRole('checkbox', { name: /^Tinto\b/ })
  await expect(tinto).not.toBeChecked()
  await expect(results).toHaveAttribute('aria-busy', 'false')

  const release = await holdServer(page)
  await tinto.click()
  // Before the filtered list has come: the box is ticked, the address says so, the list on screen is still there.
  await expect(tinto).toBeChecked()
  await expect(page).toHaveURL(/[?&]tipo=tinto/)
  await expect(results).toHaveAttribute('aria-busy', 'true')
  await expect(count).toHaveText(all)

  await release()
  await expect(count).not.toHaveText(all)
  await expect(results).toHaveAttribute('aria-busy', 'false')
  await expect(tinto).toBeChecked()
  await expect(tinto).toHaveAttribute('href', /^\/vinos$/)

  await tinto.click()
  await expect(tinto).not.toBeChecked()
  await expect(page).not.toHaveURL(/tipo=/)
  await expect(count).toHaveText(all)
  await expect(results).toHaveAttribute('aria-busy', 'false')
})

test('two quick filter taps keep both choices', async ({ page }) => {
  await page.goto('/vinos')
  await hydrated(page)
  const filters = page.getByRole('complementary', { name: 'Filtros' })
  const release = await holdServer(page)
  await filters.getByRole('checkbox', { name: /^Tinto\b/ }).click()
  // The second tap comes while the first one's list is still on its way.
  await filters.getByRole('checkbox', { name: /^Chile\b/ }).click()
  await expect(filters.getByRole('checkbox', { name: /^Tinto\b/ })).toBeChecked()
  await expect(filters.getByRole('checkbox', { name: /^Chile\b/ })).toBeChecked()
  await release()
  await expect(page).toHaveURL(/tipo=tinto/)
  await expect(page).toHaveURL(/pais=chile/)
  await expect(page.getByRole('region', { name: /resultados/ })).toHaveAttribute('aria-busy', 'false')
  await expect(filters.getByRole('checkbox', { name: /^Tinto\b/ })).toBeChecked()
  await expect(filters.getByRole('checkbox', { name: /^Chile\b/ })).toBeChecked()
})

test('“Agregar al carro” is busy until the line is added, then the drawer shows it', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const wines = (await (await request.get('/api/wines?per_page=24')).json()) as {
    data: { slug: string; stock: number }[]
  }
  const wine = wines.data.find((w) => w.stock > 5)!
  await page.goto(`/vinos/${wine.slug}`)
  await hydrated(page)
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()
  const button = page.getByRole('main').getByRole('button', { name: 'Agregar al carro' }).first()

  const release = await holdServer(page)
  await button.click()
  await expect(button).toHaveAttribute('aria-busy', 'true')
  await release()
  const drawer = page.getByRole('dialog', { name: /Producto agregado a tu carrito/ })
  await expect(drawer).toBeVisible()
  await expect(drawer.getByRole('list', { name: 'Productos en tu carrito' })).toContainText(name.replace(/ \d{4}$/, ''))
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
  await expect(button).toHaveAttribute('aria-busy', 'false')
})

test('a pointer resting on filter options fetches no filtered list', async ({ page }) => {
  await page.goto('/vinos')
  await hydrated(page)
  // The page's timers run only when the test says: a preload on intent would have fired after its short delay.
  await page.clock.install()
  const lists: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/_serverFn/')) lists.push(request.url() + (request.postData() ?? ''))
  })
  const filters = page.getByRole('complementary', { name: 'Filtros' })
  await filters.getByRole('checkbox', { name: /^Blanco\b/ }).hover()
  await page.clock.runFor(2_000)
  await filters.getByRole('checkbox', { name: /^Rosado\b/ }).hover()
  await page.clock.runFor(2_000)
  expect(lists).toEqual([])
  // A tap still filters.
  await filters.getByRole('checkbox', { name: /^Rosado\b/ }).click()
  await page.clock.runFor(2_000)
  await expect(page).toHaveURL(/tipo=rosado/)
  await expect(filters.getByRole('checkbox', { name: /^Rosado\b/ })).toBeChecked()
})
