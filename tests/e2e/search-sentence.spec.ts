import { expect, test } from '@playwright/test'
import { hydrated } from './journeys'

// A shopper on a phone types a sentence; the results page says what it understood and lets them undo it.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'isAcceptedAged', value: 'ok', url: baseURL! }])
})

test('"vino tinto chileno" lists Chilean reds with removable chips', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  await page
    .getByRole('button', { name: /Buscar/ })
    .first()
    .click()
  const box = page.getByRole('dialog').getByRole('combobox')
  await box.fill('vino tinto chileno')
  await box.press('Enter')

  // The sentence became the page's own filters.
  await expect(page).toHaveURL(/\/vinos\/busqueda\?.*tipo=tinto/)
  await expect(page).toHaveURL(/pais=chile/)
  const chips = page.getByRole('list', { name: 'Buscamos:' })
  await expect(chips.getByRole('link', { name: 'Quitar Tinto' })).toBeVisible()
  await expect(chips.getByRole('link', { name: 'Quitar Chile' })).toBeVisible()
  const count = page.getByRole('status').filter({ hasText: 'resultados' })
  await expect(count).toHaveText(/de \d+ resultados$/)
  const withChile = Number((await count.textContent())!.match(/de (\d+) resultados/)![1])
  await page.screenshot({ path: 'test-results/search-sentence-phone.png', fullPage: false })

  // Removing "Chile" keeps the reds from everywhere.
  await chips.getByRole('link', { name: 'Quitar Chile' }).click()
  await expect(page).not.toHaveURL(/pais=chile/)
  await expect(page).toHaveURL(/tipo=tinto/)
  await expect(chips.getByRole('link', { name: 'Quitar Chile' })).toHaveCount(0)
  await expect(count).not.toHaveText(new RegExp(`de ${withChile} resultados$`))
})

test('"un tinto para el asado del domingo": the day is no keyword; title, chips and filter count agree', async ({
  page,
}) => {
  await page.goto(`/vinos/busqueda?q=${encodeURIComponent('un tinto para el asado del domingo')}`)
  await hydrated(page)
  await expect(page).toHaveURL(/tipo=tinto/)
  await expect(page).toHaveURL(/maridaje=asado/)
  await expect(page).not.toHaveURL(/q=/)
  const chips = page.getByRole('list', { name: 'Buscamos:' })
  await expect(chips.getByRole('link')).toHaveCount(2)
  await expect(chips.getByRole('link', { name: 'Quitar Tinto' })).toBeVisible()
  await expect(chips.getByRole('link', { name: 'Quitar Para acompañar Asado' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados: Tinto · Para acompañar Asado')
  await expect(page).toHaveTitle(/^Resultados: Tinto · Para acompañar Asado/)
  await expect(page.getByRole('button', { name: /Filtrar/ })).toHaveText(/Filtrar \(2\)/)
  await expect(page.getByText(/domingo/)).toHaveCount(0)
  const count = page.getByRole('status').filter({ hasText: 'resultados' })
  await expect(count).toHaveText(/de [1-9]\d* resultados$/)
  await page.screenshot({ path: test.info().outputPath('search-domingo-phone-es.png') })

  // Removing the dish leaves one chip, and the title and the count follow.
  await chips.getByRole('link', { name: 'Quitar Para acompañar Asado' }).click()
  await expect(page).not.toHaveURL(/maridaje=/)
  await expect(chips.getByRole('link')).toHaveCount(1)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados: Tinto')
  await expect(page.getByRole('button', { name: /Filtrar/ })).toHaveText(/Filtrar \(1\)/)
})

test('"espumante barato" lists the cheapest sparkling wines first, and says so', async ({ page }) => {
  await page.goto(`/vinos/busqueda?q=${encodeURIComponent('espumante barato')}`)
  await hydrated(page)
  await expect(page).toHaveURL(/orden=price_asc/)
  await expect(page.getByText('Del más económico al más caro')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados: Espumante')
})

test('screenshots: the sentence on a laptop, and in English', async ({ page, context, baseURL }) => {
  const q = encodeURIComponent('un tinto para el asado del domingo')
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto(`/vinos/busqueda?q=${q}`)
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados: Tinto · Para acompañar Asado')
  await page.screenshot({ path: test.info().outputPath('search-domingo-laptop-es.png') })

  await context.addCookies([{ name: 'locale', value: 'en', url: baseURL! }])
  await page.goto(`/vinos/busqueda?q=${encodeURIComponent('red wine for the barbecue on sunday')}`)
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results: Red · To go with Chilean barbecue')
  await page.screenshot({ path: test.info().outputPath('search-domingo-laptop-en.png') })
  // The filter button is the phone's way to the filters (a laptop shows them beside the list).
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(page.getByRole('button', { name: /Filter/ })).toHaveText(/\(2\)/)
  await page.screenshot({ path: test.info().outputPath('search-domingo-phone-en.png') })
})

test('"regalo para mi papá" lists gift boxes and wines to give', async ({ page }) => {
  await page.goto(`/vinos/busqueda?q=${encodeURIComponent('regalo para mi papá')}`)
  await hydrated(page)
  await expect(page).toHaveURL(/ocasion=regalo/)
  await expect(
    page.getByRole('list', { name: 'Buscamos:' }).getByRole('link', { name: 'Quitar Para regalar' }),
  ).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'resultados' })).toHaveText(/de [1-9]\d* resultados$/)
})
