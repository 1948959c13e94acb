import { expect, test } from '@playwright/test'
import { hydrated } from './journeys'

// docs/product.md, The shop and its people virtual sommelier (pairing by dish; guided flow on wine type, style, grape strain and main aroma) at the
// docs/product.md, Pages route /sommelier-virtual; every answer lives in the URL, so a reload keeps it.

test.beforeEach(async ({ context, baseURL }) => {
  // docs/product.md, How things behave: the age gate is answered once; these journeys are about choosing a wine.
  await context.addCookies([{ name: 'isAcceptedAged', value: 'ok', url: baseURL! }])
})

test('by dish: filter by origin, pick ceviche, see recommended wines with the reason, open one', async ({ page }) => {
  await page.goto('/sommelier-virtual')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1, name: '¿Qué vino abrimos hoy?' })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Por plato' })).toHaveAttribute('aria-selected', 'true')

  const places = page.getByRole('navigation', { name: 'Filtrar platos por origen' })
  await places.getByRole('link', { name: /^América/ }).click()
  await expect(page).toHaveURL(/continente=america/)
  await places.getByRole('link', { name: /^Perú/ }).click()
  await expect(page).toHaveURL(/pais=peru/)
  const dishes = page.getByRole('list', { name: '¿Qué vas a cocinar?' })
  await expect(dishes.getByRole('link', { name: /^Ceviche/ })).toBeVisible()
  await expect(dishes.getByRole('link', { name: /^Sushi/ })).toHaveCount(0)

  await dishes.getByRole('link', { name: /^Ceviche/ }).click()
  await expect(page).toHaveURL(/plato=ceviche/)
  const results = page.getByRole('list', { name: 'Vinos para Ceviche' })
  await expect(page.getByText('Blanco fresco y ácido para el limón del ceviche')).toBeVisible()
  await expect(results.getByRole('listitem').first()).toBeVisible()
  await expect(results.getByRole('button', { name: /^Agregar .* al carro$/ }).first()).toBeVisible()

  // Reload keeps the dish and its wines.
  await page.reload()
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 2, name: 'Vinos para Ceviche' })).toBeVisible()
  await expect(
    page.getByRole('list', { name: 'Elige otro plato' }).getByRole('link', { name: /^Ceviche/ }),
  ).toHaveAttribute('aria-current', /^(page|true)$/)

  const first = page.getByRole('list', { name: 'Vinos para Ceviche' }).getByRole('heading', { level: 3 }).first()
  const name = (await first.textContent())!.trim()
  await first.getByRole('link').click()
  await expect(page).toHaveURL(/\/(productos|vinos)\//)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name.split(' ')[0]!)
})

test('guided: four steps with live counts, results, reload keeps the answers', async ({ page }) => {
  await page.goto('/sommelier-virtual')
  await hydrated(page)
  await page.getByRole('tab', { name: 'Guíame' }).click()
  await expect(page).toHaveURL(/modo=guia/)
  await expect(page.getByRole('tab', { name: 'Guíame' })).toHaveAttribute('aria-selected', 'true')
  const count = page.getByRole('status').filter({ hasText: /vinos?$/ })

  // Step 1: tipo. The option's count becomes the live count once chosen.
  await expect(page.getByRole('heading', { level: 2, name: '¿Qué tipo de vino te gustaría?' })).toBeVisible()
  const tinto = page.getByRole('link', { name: /^Tinto \d+ vinos$/ })
  const tintoCount = (await tinto.textContent())!.match(/(\d+) vinos/)![1]
  await tinto.click()
  await expect(page).toHaveURL(/tipo=tinto/)
  await expect(count).toHaveText(`${tintoCount} vinos`)

  // Step 2: estilo.
  await expect(page.getByRole('heading', { level: 2, name: '¿Qué estilo prefieres?' })).toBeVisible()
  await expect(page.getByText('Paso 2 de 4')).toBeVisible()
  await page.getByRole('link', { name: /^Con cuerpo \d+ vinos$/ }).click()
  await expect(page).toHaveURL(/estilo=con-cuerpo/)

  // Step 3: cepa — back and forth keeps the answers.
  await expect(page.getByRole('heading', { level: 2, name: '¿Alguna cepa favorita?' })).toBeVisible()
  await page.getByRole('link', { name: 'Atrás' }).click()
  await expect(page.getByRole('link', { name: /^Con cuerpo/ })).toHaveAttribute('aria-current', /^(page|true)$/)
  await page.getByRole('link', { name: /^Con cuerpo/ }).click()
  await page.getByRole('link', { name: /^Carménère \d+ vinos?$/ }).click()
  await expect(page).toHaveURL(/variedad=carmenere/)

  // Step 4: aroma, skipped.
  await expect(page.getByRole('heading', { level: 2, name: '¿Qué aroma principal buscas?' })).toBeVisible()
  const beforeSkip = await count.textContent()
  await page.getByRole('link', { name: 'Omitir' }).click()

  await expect(page.getByRole('heading', { level: 2, name: 'Tus vinos recomendados' })).toBeVisible()
  await expect(page.getByText('Tipo: Tinto · Estilo: Con cuerpo · Cepa: Carménère')).toBeVisible()
  await expect(count).toHaveText(beforeSkip!)
  const wines = page.getByRole('list', { name: 'Tus vinos recomendados' })
  await expect(wines.getByRole('listitem').first()).toBeVisible()
  await expect(wines.getByText(/^Carménère ·/).first()).toBeVisible()

  await page.reload()
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 2, name: 'Tus vinos recomendados' })).toBeVisible()
  await expect(page.getByText('Tipo: Tinto · Estilo: Con cuerpo · Cepa: Carménère')).toBeVisible()

  await page.getByRole('link', { name: 'Empezar de nuevo' }).click()
  await expect(page.getByRole('heading', { level: 2, name: '¿Qué tipo de vino te gustaría?' })).toBeVisible()
  await expect(page).not.toHaveURL(/tipo=/)
})
