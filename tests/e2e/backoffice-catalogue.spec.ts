import { expect, test } from '@playwright/test'
import { hydrated, logIn, PNG, santiagoIn } from './journeys'

// The catalogue as the staff run it (docs/backoffice.md "Catalogue", "Prices and offers"): a member of staff
// creates a wine with a photo and a sale price; a shopper finds it in /ofertas and on its page at the sale price.
// Changing its address keeps the old one answering with a permanent redirect.

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'isAcceptedAged', value: 'ok', url: baseURL! }])
})

test('staff create a wine with a photo and a sale price; a shopper sees it in /ofertas and on its page', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const stamp = Date.now().toString(36)
  const name = `Carménère Oferta ${stamp}`
  const slug = `carmenere-oferta-${stamp}`

  await page.goto('/gestion/productos/nuevo')
  await logIn(page, 'equipo@vinotecaandes.cl', 'Equipo-Andes-2026')
  await expect(page.getByRole('heading', { name: 'Nuevo producto' })).toBeVisible()
  await hydrated(page)
  const form = page.getByRole('form', { name: 'Ficha del producto' })
  await form.getByLabel('Nombre').fill(name)
  await form.getByLabel('Dirección (slug)').fill(slug)
  await form.getByLabel('SKU', { exact: true }).fill(`OF-${stamp}`.toUpperCase())
  await form.getByLabel('Activo (visible en la tienda)').check()
  await form.getByLabel('Precio (CLP)').fill('14.990')
  await form.getByLabel('Stock inicial').fill('12')
  await form.getByLabel('Precio de oferta').fill('9.990')
  await form.getByLabel('Oferta desde').fill(santiagoIn(-1))
  await form.getByLabel('Oferta hasta').fill(santiagoIn(72))
  await form.getByLabel('Productor o marca').fill('Viña Andes')
  await form.getByLabel('Región o valle').fill('Valle de Colchagua')
  await form.getByLabel('Cepa principal').fill('Carménère')
  await form.getByLabel('Cosecha').fill('2021')
  await form.getByLabel('Cuerpo (1–5)').selectOption('4')
  await page.getByRole('group', { name: 'Textos en español' }).getByLabel('Descripción').fill('Un tinto de prueba.')
  await page.getByRole('group', { name: 'Textos en inglés' }).getByLabel('Descripción').fill('A test red.')
  await form.getByRole('button', { name: 'Crear producto' }).click()

  await expect(page.getByText('Producto creado. Ahora puedes agregar sus fotos.')).toBeVisible()
  await expect(page.getByRole('heading', { name })).toBeVisible()
  await hydrated(page)
  const gallery = page.getByRole('region', { name: 'Fotos' })
  await gallery.getByLabel('Agregar foto (JPEG, PNG, WebP o AVIF, hasta 10 MB)').setInputFiles({
    name: 'botella.png',
    mimeType: 'image/png',
    buffer: PNG,
  })
  await gallery.getByRole('button', { name: 'Subir foto' }).click()
  await expect(gallery.getByText('Foto agregada.')).toBeVisible()
  await expect(gallery.getByRole('listitem')).toHaveCount(1)

  const shopperContext = await browser.newContext()
  await shopperContext.addCookies([{ name: 'isAcceptedAged', value: 'ok', url: baseURL! }])
  const shopper = await shopperContext.newPage()
  // Newest first: the wine just created leads the list.
  await shopper.goto('/ofertas?sort=newest')
  const card = shopper.getByRole('link', { name: new RegExp(name) }).first()
  await expect(card).toBeVisible()
  await card.click()
  await expect(shopper).toHaveURL(new RegExp(`/vinos/${slug}`))
  await expect(shopper.getByRole('heading', { level: 1, name: new RegExp(name) })).toBeVisible()
  await expect(shopper.getByRole('main').getByText('$9.990').first()).toBeVisible()
  await expect(shopper.getByRole('main').getByText('$14.990').first()).toBeVisible()

  // A new address: the old one answers 301 to it.
  await form.getByLabel('Dirección (slug)').fill(`${slug}-reserva`)
  await form.getByRole('button', { name: 'Guardar cambios' }).click()
  await expect(page.getByText('Cambios guardados.')).toBeVisible()
  const old = await shopper.request.get(`/vinos/${slug}`, { maxRedirects: 0 })
  expect(old.status()).toBe(301)
  expect(old.headers()['location']).toContain(`/vinos/${slug}-reserva`)
  await shopperContext.close()
})
