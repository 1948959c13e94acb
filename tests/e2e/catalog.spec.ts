import { expect, test, type Locator, type Page } from '@playwright/test'

// Browser journeys of the catalogue and search.

test.beforeEach(async ({ context, baseURL }) => {
  // docs/product.md, How things behave: the age gate is answered once; these journeys are about the catalogue.
  await context.addCookies([{ name: 'isAcceptedAged', value: 'ok', url: baseURL! }])
})

/** Client-side controls only act once React has hydrated the server HTML. */
async function hydrated(page: Page) {
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
}

test('filter → paginate → open a product → back keeps the filters and the page', async ({ page }) => {
  await page.goto('/vinos')
  await hydrated(page)
  const count = page.getByRole('status').filter({ hasText: 'resultados' })
  const all = (await count.textContent())!
  const filters = page.getByRole('complementary', { name: 'Filtros' })
  await filters.getByRole('checkbox', { name: /^Chile\b/ }).check()
  await expect(page).toHaveURL(/[?&]pais=chile/)
  await filters.getByRole('checkbox', { name: /^Tinto\b/ }).check()
  await expect(page).toHaveURL(/tipo=tinto/)
  // The list shows the filtered result before we page on.
  await expect(count).not.toHaveText(all)
  await expect(count).toHaveText(/^1 - 24 de \d+ resultados$/)
  await expect(filters.getByRole('checkbox', { name: /^Tinto\b/ })).toBeChecked()

  const page2 = page.getByRole('navigation', { name: 'Paginación' }).getByRole('link', { name: 'Página 2' })
  await expect(page2).toHaveAttribute('href', /pais=chile/)
  await expect(page2).toHaveAttribute('href', /tipo=tinto/)
  await page2.click()
  await expect(page).toHaveURL(/pagina=2/)
  await expect(count).toContainText(/^25 - 48 de/)
  const firstTitle = page.getByRole('list', { name: 'Productos' }).getByRole('heading', { level: 3 }).first()
  const name = (await firstTitle.textContent())!.trim()
  await firstTitle.getByRole('link').click()
  await expect(page).toHaveURL(/\/vinos\/[a-z0-9-]+$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name.replace(/ \d{4}$/, ''))
  await expect(page.getByRole('heading', { name: 'Perfil de sabor' })).toBeVisible()

  await page.goBack()
  await expect(page).toHaveURL(/pais=chile/)
  await expect(page).toHaveURL(/tipo=tinto/)
  await expect(page).toHaveURL(/pagina=2/)
  await expect(filters.getByRole('checkbox', { name: /^Chile\b/ })).toBeChecked()
  await expect(page.getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page')
  await expect(count).toContainText(/^25 - 48 de/)
})

test('search popup: keyboard from the header button to a product', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  await page.getByRole('button', { name: /Buscar vinos/ }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  const box = dialog.getByRole('combobox')
  await expect(box).toBeFocused()

  // Empty submit is blocked (docs/product.md, Pages).
  await box.press('Enter')
  await expect(dialog.getByRole('alert')).toHaveText('El campo es requerido')
  await expect(page).toHaveURL(/\/$/)

  await box.pressSequentially('carmen')
  const options = dialog.getByRole('option')
  await expect(options).toHaveCount(5)
  await expect(box).toHaveAttribute('aria-expanded', 'true')
  await box.press('ArrowDown')
  await box.press('ArrowDown')
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true')
  await expect(box).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!)
  await box.press('ArrowUp')
  await box.press('ArrowUp')
  await expect(dialog.getByRole('option', { selected: true })).toHaveCount(0)
  // Escape closes the list first, the popup stays.
  await box.press('Escape')
  await expect(box).toHaveAttribute('aria-expanded', 'false')
  await expect(dialog).toBeVisible()

  await box.press('ArrowDown')
  await expect(options.first()).toHaveAttribute('aria-selected', 'true')
  const title = (await options.first().locator('.suggestion__title').textContent())!
  await box.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/productos\/[a-z0-9-]+\?t=[wbga]/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title)

  // The typed text became a recent search, removable.
  await page.getByRole('button', { name: /Buscar vinos/ }).click()
  const recent = page.getByRole('dialog').getByRole('button', { name: 'carmen', exact: true })
  await expect(recent).toBeVisible()
  await page.getByRole('dialog').getByRole('button', { name: 'Quitar carmen de las búsquedas recientes' }).click()
  await expect(recent).toHaveCount(0)
})

test('search reaches blog articles and events: a suggestion opens the article, results list the event', async ({
  page,
}) => {
  await page.goto('/')
  await hydrated(page)
  await page.getByRole('button', { name: /Buscar vinos/ }).click()
  const dialog = page.getByRole('dialog')
  const box = dialog.getByRole('combobox')
  // docs/product.md, Pages / What the shop stores: suggestion rows of other kinds carry their subtitle and lead to /blog/{slug} or /eventos/{slug}.
  await box.pressSequentially('cepa perdida')
  const article = dialog.getByRole('option', { name: /Carménère, la cepa perdida/ })
  await expect(article).toContainText('Artículo del Blog')
  await article.click()
  await expect(page).toHaveURL(/\/blog\/carmenere-la-cepa-perdida$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Carménère, la cepa perdida y encontrada')

  await page.goto('/vinos/busqueda?q=ostras')
  const hits = page.getByRole('region', { name: 'Artículos y eventos' })
  await expect(hits.getByRole('link', { name: /Evento\s+Champagne y ostras/ })).toHaveAttribute(
    'href',
    '/eventos/champagne-y-ostras',
  )
  await expect(hits.getByRole('link', { name: /Artículo del Blog/ }).first()).toBeVisible()
})

test('`carmenere` finds Carménère wines (popup submit → results page)', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  await page.getByRole('button', { name: /Buscar vinos/ }).click()
  const box = page.getByRole('dialog').getByRole('combobox')
  await box.fill('carmenere')
  await box.press('Enter')
  // The grape is understood: the results are filtered by it, shown as a removable chip.
  await expect(page).toHaveURL(/\/vinos\/busqueda\?.*variedad=carmenere/)
  await expect(
    page.getByRole('list', { name: 'Buscamos:' }).getByRole('link', { name: 'Quitar Carménère' }),
  ).toBeVisible()
  const titles = page.getByRole('list', { name: 'Productos' }).getByRole('heading', { level: 3 })
  await expect(titles.first()).toContainText('Carménère')
  expect(await titles.count()).toBeGreaterThan(5)
})

test('an out-of-stock card shows no counter and cannot be added', async ({ page, request }) => {
  // Sold-out products come after the ones a shopper can buy: the list's last page holds them.
  type Wines = { data: { name: string; slug: string; stock: number; year: number | null }[]; last_page: number }
  const first = (await (await request.get('/api/wines?per_page=60&sort=name')).json()) as Wines
  const last = (await (await request.get(`/api/wines?per_page=60&sort=name&page=${first.last_page}`)).json()) as Wines
  const out = last.data.find((p) => p.stock === 0)!
  expect(out, 'the seed has out-of-stock wines, listed last').toBeDefined()
  await page.goto(`/vinos/busqueda?q=${encodeURIComponent(out.slug.replace(/-/g, ' '))}`)
  await hydrated(page)
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 3 }).filter({ hasText: out.year ? String(out.year) : '' }) })
    .filter({ hasText: 'Sin stock' })
    .first()
  await expect(card).toBeVisible()
  await expect(card.getByRole('button', { name: 'Agregar al carro' })).toBeDisabled()
  await expect(card.getByRole('group', { name: /Cantidad/ })).toHaveCount(0)
  // An in-stock card keeps its counter, bounded below by 1.
  await page.goto('/vinos?disponible=1')
  await hydrated(page)
  const inStock = page
    .getByRole('article')
    .filter({ hasNot: page.getByText('Sin stock', { exact: true }) })
    .first()
  await expect(inStock.getByRole('button', { name: 'Quitar uno' })).toBeDisabled()
  await inStock.getByRole('button', { name: 'Agregar uno' }).click()
  await expect(inStock.locator('output')).toHaveText('2')
})

test('product pages carry SEO: canonical without tracking, hreflang, JSON-LD Product and BreadcrumbList', async ({
  request,
}) => {
  const list = (await (await request.get('/api/gourmets?per_page=1')).json()) as { data: { slug: string }[] }
  const slug = list.data[0]!.slug
  const html = await (
    await request.get(`/productos/${slug}?t=g&utm_source=ig&gclid=x`, { headers: { cookie: 'isAcceptedAged=ok' } })
  ).text()
  expect(html).toMatch(new RegExp(`rel="canonical" href="[^"]*/productos/${slug}\\?t=g"`))
  expect(html).toContain('hrefLang="en"')
  expect(html).toContain('"@type":"Product"')
  expect(html).toContain('"priceCurrency":"CLP"')
  expect(html).toContain('"@type":"BreadcrumbList"')
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain(`/productos/${slug}?t=g`)
  expect(sitemap).toContain('/vinos/chilenos')
  // Blog articles, their category lists and events have their own URLs too.
  expect(sitemap).toContain('/blog/carmenere-la-cepa-perdida</loc>')
  expect(sitemap).toContain('/blog?categoria=maridajes</loc>')
  expect(sitemap).toMatch(/\/eventos\/[a-z0-9-]+<\/loc>/)
  expect(sitemap).toContain('/contacto/preguntas-frecuentes</loc>')
  const robots = await (await request.get('/robots.txt')).text()
  // Crawlers (and Lighthouse) accept only an absolute sitemap address.
  expect(robots).toMatch(/^Sitemap: https?:\/\/[^/\s]+\/sitemap\.xml$/m)
})

test('a card’s photo opens its product through the title’s link; the heart over the photo saves it', async ({
  page,
}) => {
  await page.goto('/vinos')
  await hydrated(page)
  const card = page.getByRole('article').first()
  const title = card.getByRole('heading', { level: 3 }).getByRole('link')
  const href = (await title.getAttribute('href'))!
  // One link per card: the photo is not a link of its own.
  await expect(card.locator('a')).toHaveCount(1)
  await card.getByRole('button', { name: /favoritos/ }).click()
  await expect(card.getByRole('button', { name: /favoritos/ })).toHaveAttribute('aria-pressed', 'true')
  await expect(page).toHaveURL(/\/vinos$/)
  const photo = (await card.locator('img').boundingBox())!
  await page.mouse.click(photo.x + photo.width / 2, photo.y + photo.height * 0.75)
  await expect(page).toHaveURL(href)
})

// A list page's HTML carries the options each facet shows folded, not the others (docs/decisions/045-what-a-page-carries.md):
// they load when the shopper reaches for "Ver todas", and the list behaves as if they had always been there.
test('a facet’s other options load with its “Ver todas”; choosing one keeps the facet open', async ({
  page,
  request,
}) => {
  const facetCalls: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/_serverFn/') && decodeURIComponent(r.url()).includes('facet')) facetCalls.push(r.url())
  })
  await page.goto('/vinos')
  await hydrated(page)
  const brands = page.getByRole('complementary', { name: 'Filtros' }).getByRole('group', { name: 'Viña o marca' })
  await expect(brands.getByRole('checkbox')).toHaveCount(8)
  const more = brands.getByRole('button', { name: /^Ver todas \(\d+\)$/ })
  const size = Number((await more.textContent())!.match(/\d+/)![0])
  expect(size).toBeGreaterThan(8)
  expect(facetCalls, 'nothing asked for before the shopper reaches for it').toEqual([])

  await more.click()
  await expect(brands.getByRole('checkbox')).toHaveCount(size)
  await expect(brands.getByRole('button', { name: 'Ver menos' })).toHaveAttribute('aria-expanded', 'true')
  const valueOf = async (option: Locator) =>
    new URL((await option.getAttribute('href'))!, page.url()).searchParams.get('marca')!
  const first = await valueOf(brands.getByRole('checkbox').first())
  const last = brands.getByRole('checkbox').last()
  const value = await valueOf(last)
  // The server's page carried the options shown folded, not this one.
  const html = await (await request.get('/vinos', { headers: { cookie: 'isAcceptedAged=ok' } })).text()
  expect(html).toContain(`value:"${first}"`)
  expect(html).not.toContain(`value:"${value}"`)

  const name = (await last.textContent())!.replace(/\d+$/, '')
  await last.click()
  await expect(page).toHaveURL(new RegExp(`marca=${value}`))
  const chosen = brands.getByRole('checkbox', { name: new RegExp(`^${name}`) })
  await expect(chosen).toHaveAttribute('aria-checked', 'true')
  await expect(brands.getByRole('button', { name: 'Ver menos' })).toBeVisible()
})

test('offline, an opened facet says its other options could not come, and shows them once back online', async ({
  page,
  context,
}) => {
  await page.goto('/vinos')
  await hydrated(page)
  const brands = page.getByRole('complementary', { name: 'Filtros' }).getByRole('group', { name: 'Viña o marca' })
  const size = Number((await brands.getByRole('button', { name: /^Ver todas/ }).textContent())!.match(/\d+/)![0])
  await context.setOffline(true)
  // The page has heard the connection drop (the notice and Query listen to the same event) before the shopper reaches.
  await expect(page.getByRole('status').filter({ hasText: 'Sin conexión' })).toBeVisible()
  await brands.getByRole('button', { name: /^Ver todas/ }).click()
  await expect(brands.getByRole('status')).toContainText('no se pudo cargar')
  await expect(brands.getByRole('checkbox')).toHaveCount(8)

  // The connection comes back shaky, as a phone's does: the first two tries after it do not get through.
  let refused = 0
  await page.route(
    (url) => url.pathname.startsWith('/_serverFn/') && decodeURIComponent(url.search).includes('facet'),
    (route) => (refused++ < 2 ? route.abort('internetdisconnected') : route.fallback()),
  )
  await context.setOffline(false)
  await expect(brands.getByRole('checkbox')).toHaveCount(size)
  await expect(brands.getByRole('status')).toHaveCount(0)
  expect(refused).toBe(3)
})

// Only loaders read the site's address: the HTML leaves it out, and a page reached in the browser asks for it then.
test('a product reached in the browser names the same canonical address as its server page', async ({
  page,
  request,
}) => {
  await page.goto('/vinos')
  await hydrated(page)
  const title = page.getByRole('article').first().getByRole('heading', { level: 3 }).getByRole('link')
  const href = (await title.getAttribute('href'))!
  await title.click()
  await expect(page).toHaveURL(href)
  const server = await (await request.get(href, { headers: { cookie: 'isAcceptedAged=ok' } })).text()
  const canonical = server.match(/rel="canonical" href="([^"]+)"/)![1]!
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical)
})
