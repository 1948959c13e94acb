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

test('"carmenere para asado" lists Carménère with the dish as a chip; unknown words are named, not searched', async ({
  page,
}) => {
  await page.goto(`/vinos/busqueda?q=${encodeURIComponent('carmenere para el asado del domingo')}`)
  await hydrated(page)
  await expect(page).toHaveURL(/variedad=carmenere/)
  await expect(page).toHaveURL(/maridaje=asado/)
  await expect(page).not.toHaveURL(/q=/)
  const chips = page.getByRole('list', { name: 'Buscamos:' })
  await expect(chips.getByRole('link', { name: 'Quitar Carménère' })).toBeVisible()
  await expect(chips.getByRole('link', { name: 'Quitar Para acompañar Asado' })).toBeVisible()
  await expect(page.getByText('Nada coincide con «domingo»: te mostramos el resto de tu búsqueda.')).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'resultados' })).toHaveText(/de [1-9]\d* resultados$/)
  await page.screenshot({ path: test.info().outputPath('search-asado-phone.png') })
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
