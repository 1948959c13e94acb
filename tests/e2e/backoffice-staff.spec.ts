import { expect, test } from '@playwright/test'
import { hydrated, logIn } from './journeys'

// What staff read and do in the back-office (docs/backoffice.md): an expired coupon reads as expired with its year,
// an event saves in Spanish only and a refused save says what to fix at the top, and a saved policy page shows on
// the storefront at once. Screenshots at laptop width go to SHOTS_DIR when it is set.

const SHOTS = process.env.SHOTS_DIR
const shot = async (page: import('@playwright/test').Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false })
}

test.use({ viewport: { width: 1366, height: 768 } })

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'isAcceptedAged', value: 'ok', url: baseURL! }])
})

test('an expired coupon reads Vencido with its year, and its actions fit at 1366 px', async ({ page }) => {
  test.setTimeout(90_000)
  const code = `VENCIDO${Date.now().toString(36).toUpperCase()}`
  await page.goto('/gestion/cupones')
  await logIn(page, 'equipo@vinotecaandes.cl', 'Equipo-Andes-2026')
  await expect(page.getByRole('heading', { name: 'Cupones', exact: true })).toBeVisible()
  await hydrated(page)
  const form = page.getByRole('form', { name: 'Nuevo cupón' })
  await form.getByLabel('Código').fill(code)
  await form.getByLabel('Valor (porcentaje o pesos)').fill('15')
  await form.getByLabel('Desde (opcional)').fill('2023-12-01')
  await form.getByLabel('Hasta, inclusive (opcional)').fill('2023-12-30')
  await form.getByRole('button', { name: 'Crear cupón' }).click()
  await expect(page.getByText(`Cupón ${code} creado.`)).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: code })
  await expect(row.getByText('Vencido', { exact: true })).toBeVisible()
  await expect(row.getByText('Activo', { exact: true })).toHaveCount(0)
  await expect(row).toContainText('30 dic 2023')
  // Both buttons sit inside the list's panel: nothing spills past its right edge.
  const panel = await page.locator('.bo-col-main').boundingBox()
  for (const name of [`Editar ${code}`, `Desactivar ${code}`]) {
    const box = await row.getByRole('button', { name }).boundingBox()
    expect(box!.x + box!.width, name).toBeLessThanOrEqual(panel!.x + panel!.width)
  }
  await row.scrollIntoViewIfNeeded()
  await shot(page, 'coupons-1366')
})

test('an event saves with Spanish only; a refused save lists the fields at the top and focuses the first', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const stamp = Date.now().toString(36)
  await page.goto('/gestion/eventos/nuevo')
  await logIn(page, 'equipo@vinotecaandes.cl', 'Equipo-Andes-2026')
  await expect(page.getByRole('heading', { name: 'Nuevo evento' })).toBeVisible()
  await hydrated(page)
  const form = page.getByRole('form', { name: 'Ficha del evento' })
  await form.getByLabel('Dirección (slug)').fill(`cata-solo-espanol-${stamp}`)
  await form.getByLabel('Empieza (hora de Santiago)').fill('2031-03-14T19:00')
  await form.getByLabel('Termina (hora de Santiago)').fill('2031-03-14T21:00')
  await form.getByLabel('Precio por persona (CLP)').fill('20000')
  const es = form.getByRole('group', { name: 'Textos en español' })
  const en = form.getByRole('group', { name: 'Textos en inglés' })
  await es.getByLabel('Título').fill(`Cata solo en español ${stamp}`)
  await es.getByLabel('Resumen').fill('Seis vinos del Itata.')
  // Half an English text: the title and summary it lacks are listed at the top, the first one focused.
  await en.getByLabel('Descripción').fill('Six wines from Itata.')
  await form.getByRole('button', { name: 'Crear evento' }).click()
  const summary = page.getByRole('alert').filter({ hasText: 'Revisa estos campos antes de guardar' })
  await expect(summary).toBeVisible()
  await expect(summary.getByRole('button', { name: 'Título (inglés)' })).toBeVisible()
  await expect(summary.getByRole('button', { name: 'Resumen (inglés)' })).toBeVisible()
  await expect(en.getByLabel('Título')).toBeFocused()
  await page.evaluate(() => window.scrollTo(0, 0))
  await shot(page, 'event-errors-1366')
  // English left empty: the event saves.
  await en.getByLabel('Descripción').fill('')
  await form.getByRole('button', { name: 'Crear evento' }).click()
  // Saved: the editor opens the new event.
  await expect(page).toHaveURL(/\/gestion\/eventos\/\d+$/)
  await expect(page.getByRole('heading', { name: `Cata solo en español ${stamp}` })).toBeVisible()
})

test('a saved policy page shows its new text on the storefront at once, and the editor says Guardado', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  const line = `Despachamos también los domingos ${Date.now().toString(36)}.`
  const shopper = await browser.newPage()
  await shopper.goto('/politicas-de-cambio')
  await expect(shopper.getByRole('main')).toBeVisible()
  await expect(shopper.getByText(line)).toHaveCount(0)

  await page.goto('/gestion/paginas/exchange-return-policies')
  await logIn(page, 'equipo@vinotecaandes.cl', 'Equipo-Andes-2026')
  await hydrated(page)
  const es = page.getByRole('group', { name: 'Español', exact: true })
  await expect(es.getByLabel('Introducción')).toBeVisible()
  await es.getByLabel('Introducción').fill(line)
  await page.getByRole('button', { name: 'Guardar página' }).click()
  await expect(page.getByText('Guardado. La tienda ya muestra el texto nuevo.')).toBeVisible()
  await shot(page, 'page-saved-1366')

  await shopper.reload()
  await expect(shopper.getByText(line)).toBeVisible()
  await shopper.close()
})
