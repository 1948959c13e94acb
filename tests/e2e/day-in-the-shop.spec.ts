import { expect, test } from '@playwright/test'
import { guestDetails, homeDelivery, hydrated, logIn, payInSandbox, PNG, santiagoIn } from './journeys'

// A day in the shop, end to end, with nobody from engineering (docs/backoffice.md): the staff create a coupon and a
// new wine with a photo and a weekend price; a shopper opens the wine's page, buys it with the coupon and pays
// by card; the staff give back one line; the shopper's tracking page and e-mail say so.

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'isAcceptedAged', value: 'ok', url: baseURL! }])
})

test('staff create a coupon and an offer; a shopper buys with both; a refund reaches tracking and e-mail', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const stamp = Date.now().toString(36)
  const code = `DIA${stamp}`.toUpperCase()
  const name = `Syrah del Día ${stamp}`
  const slug = `syrah-del-dia-${stamp}`
  const shopperEmail = `dia.${stamp}@example.cl`

  // The staff: a coupon, then the wine with its photo and its sale price.
  const staffContext = await browser.newContext()
  await staffContext.addCookies([{ name: 'isAcceptedAged', value: 'ok', url: baseURL! }])
  const staff = await staffContext.newPage()
  await staff.goto('/gestion/cupones')
  await logIn(staff, 'admin@vinotecaandes.cl', 'Gestion-Andes-2026')
  await expect(staff.getByRole('heading', { name: 'Cupones', level: 1 })).toBeVisible()
  await hydrated(staff)
  const couponForm = staff.getByRole('form', { name: 'Nuevo cupón' })
  await couponForm.getByLabel('Código').fill(code)
  await couponForm.getByLabel('Porcentaje', { exact: true }).check()
  await couponForm.getByLabel('Valor (porcentaje o pesos)').fill('10')
  await couponForm.getByLabel('Activo', { exact: true }).check()
  await couponForm.getByRole('button', { name: 'Crear cupón' }).click()
  await expect(staff.getByText(`Cupón ${code} creado.`)).toBeVisible()

  await staff.goto('/gestion/productos/nuevo')
  await expect(staff.getByRole('heading', { name: 'Nuevo producto' })).toBeVisible()
  await hydrated(staff)
  const form = staff.getByRole('form', { name: 'Ficha del producto' })
  await form.getByLabel('Nombre').fill(name)
  await form.getByLabel('Dirección (slug)').fill(slug)
  await form.getByLabel('SKU', { exact: true }).fill(`DIA-${stamp}`.toUpperCase())
  await form.getByLabel('Activo (visible en la tienda)').check()
  await form.getByLabel('Precio (CLP)').fill('20.000')
  await form.getByLabel('Stock inicial').fill('6')
  await form.getByLabel('Precio de oferta').fill('15.000')
  await form.getByLabel('Oferta desde').fill(santiagoIn(-1))
  await form.getByLabel('Oferta hasta').fill(santiagoIn(48))
  await form.getByLabel('Productor o marca').fill('Viña Andes')
  await form.getByLabel('Región o valle').fill('Valle del Elqui')
  await form.getByLabel('Cepa principal').fill('Syrah')
  await form.getByLabel('Cosecha').fill('2022')
  await staff.getByRole('group', { name: 'Textos en español' }).getByLabel('Descripción').fill('Un Syrah de prueba.')
  await staff.getByRole('group', { name: 'Textos en inglés' }).getByLabel('Descripción').fill('A test Syrah.')
  await form.getByRole('button', { name: 'Crear producto' }).click()
  await expect(staff.getByText('Producto creado. Ahora puedes agregar sus fotos.')).toBeVisible()
  await hydrated(staff)
  const gallery = staff.getByRole('region', { name: 'Fotos' })
  await gallery
    .getByLabel('Agregar foto (JPEG, PNG, WebP o AVIF, hasta 10 MB)')
    .setInputFiles({ name: 'botella.png', mimeType: 'image/png', buffer: PNG })
  await gallery.getByRole('button', { name: 'Subir foto' }).click()
  await expect(gallery.getByText('Foto agregada.')).toBeVisible()

  // The shopper: the offer, the wine's page, the coupon at the payment step, a card payment.
  // Straight to its page (backoffice-catalogue.spec.ts checks an offer on /ofertas).
  await page.goto(`/vinos/${slug}`)
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(name) })).toBeVisible()
  await hydrated(page)
  await expect(page.getByRole('main').getByText('$15.000').first()).toBeVisible()
  await page.getByRole('main').getByRole('button', { name: 'Agregar al carro' }).first().click()
  const drawer = page.getByRole('dialog', { name: /Producto agregado a tu carrito/ })
  await expect(drawer).toContainText(name)
  await drawer.getByRole('button', { name: 'Cerrar carrito' }).click()
  await guestDetails(page, shopperEmail)
  await homeDelivery(page)
  await page.getByLabel('Cupón de descuento').fill(code)
  await page.getByRole('button', { name: 'Aplicar' }).click()
  await expect(page.getByText(`Cupón ${code} aplicado`)).toBeVisible()
  await payInSandbox(page, '4051 8856 0044 6623')
  await expect(page.getByRole('heading', { name: '¡Gracias por tu compra!' })).toBeVisible()
  const number = (await page.locator('.result strong').first().textContent())!.trim()
  expect(number).toMatch(/^VA\d+$/)

  // The staff give the bottle back; the dispatch stays paid, so the order is partly refunded.
  await staff.goto(`/gestion/pedidos/${number}`)
  await expect(staff.getByRole('heading', { name: `Pedido ${number}` })).toContainText('Pagado')
  await hydrated(staff)
  const refunds = staff.getByRole('region', { name: 'Devoluciones' })
  await refunds.getByRole('button', { name: 'Registrar devolución' }).click()
  await refunds.getByRole('group', { name: 'Unidades a devolver' }).getByRole('spinbutton').first().fill('1')
  await refunds.getByLabel('Motivo de la devolución').fill('El corcho venía dañado')
  await refunds.getByRole('button', { name: 'Devolver' }).click()
  await expect(refunds.getByText('Listo: devolución registrada.')).toBeVisible()
  await expect(staff.getByRole('heading', { name: `Pedido ${number}` })).toContainText('Reembolso parcial')
  await staffContext.close()

  // The shopper is told, on the tracking page and by e-mail.
  await page.goto(`/seguimiento?numero=${number}`)
  await hydrated(page)
  await page.getByRole('main').getByLabel('Correo electrónico').fill(shopperEmail)
  await page.getByRole('button', { name: 'Buscar pedido' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Te devolvimos' })).toContainText('de este pedido')
  const outbox = (await (await page.request.get('/api/_dev/mail')).json()) as {
    data: { to: string; subject: string; text: string }[]
  }
  const refundMail = outbox.data.find((m) => m.to === shopperEmail && m.subject.includes('devolución'))
  expect(refundMail?.subject).toContain(number)
  expect(refundMail?.text).toContain('El corcho venía dañado')
})
