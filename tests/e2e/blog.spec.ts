import { expect, test } from '@playwright/test'
import { hydrated } from './journeys'

// docs/product.md, Pages /blog and /blog/{article} (downloadable content exists; blog cards show a see-more button), Numbers and limits pagination
// text 'from - to of total results'. Runs on the seeded articles (seed/blog: 7 in Maridajes, 6 per page).

test.beforeEach(async ({ context, baseURL }) => {
  // docs/product.md, How things behave: the age gate is answered once; these journeys are about reading.
  await context.addCookies([{ name: 'isAcceptedAged', value: 'ok', url: baseURL! }])
})

test('blog: category, page 2, article with breadcrumbs, body and a PDF download', async ({ page }) => {
  await page.goto('/blog')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Blog Andes' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'resultados' })).toHaveText(/^1 - 6 de \d+ resultados$/)
  await expect(page.getByRole('link', { name: 'Ver más' }).first()).toBeVisible()

  const chips = page.getByRole('navigation', { name: 'Categorías del blog' })
  await chips.getByRole('link', { name: /Maridajes/ }).click()
  await expect(page).toHaveURL(/\/blog\?categoria=maridajes$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Maridajes' })).toBeVisible()
  await expect(chips.getByRole('link', { name: /Maridajes/ })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('status').filter({ hasText: 'resultados' })).toHaveText('1 - 6 de 7 resultados')

  await page.getByRole('navigation', { name: 'Paginación' }).getByRole('link', { name: 'Página 2' }).click()
  await expect(page).toHaveURL(/categoria=maridajes/)
  await expect(page).toHaveURL(/pagina=2/)
  await expect(page.getByRole('status').filter({ hasText: 'resultados' })).toHaveText('7 - 7 de 7 resultados')

  const title = 'Maridaje sin miedo: cinco reglas que sí funcionan'
  await page.getByRole('heading', { level: 3, name: title }).getByRole('link').click()
  await expect(page).toHaveURL(/\/blog\/maridaje-sin-miedo-cinco-reglas$/)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  const crumbs = page.getByRole('navigation', { name: 'Migas de pan' })
  await expect(crumbs.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/')
  await expect(crumbs.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog')
  await expect(crumbs.getByRole('link', { name: 'Maridajes' })).toHaveAttribute('href', '/blog?categoria=maridajes')
  await expect(page.getByText('El maridaje no es un examen.', { exact: false })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Vinos recomendados' })).toBeVisible()

  const download = page.getByRole('link', { name: 'Descargar' })
  await expect(download).toHaveAttribute('download', '')
  await expect(page.getByText(/^PDF · \d+ KB$/)).toBeVisible()
  const href = await download.getAttribute('href')
  expect(href).toBe('/descargas/guia-de-maridajes.pdf')
  const file = await page.request.get(href!)
  expect(file.status()).toBe(200)
  expect(file.headers()['content-type']).toContain('application/pdf')
  expect((await file.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-')
})

test('blog article in English via ?lang=en, and an unknown article is a 404', async ({ page }) => {
  await page.goto('/blog/carmenere-la-cepa-perdida?lang=en')
  await hydrated(page)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Carménère, the grape that was lost and found' }),
  ).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: /breadcrumb/i }).getByRole('link', { name: 'Grape guides' }),
  ).toBeVisible()

  const res = await page.goto('/blog/no-existe')
  expect(res?.status()).toBe(404)
})
