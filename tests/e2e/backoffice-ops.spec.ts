import { expect, test } from '@playwright/test'
import { addWines, guestDetails, homeDelivery, hydrated, logIn, payInSandbox } from './journeys'

// A refund from the back-office order page (docs/backoffice.md, Refunds): a shopper pays by card, the admin gives
// back one bottle through Webpay with a reason, the page shows the partial refund and the audit sentence, and the
// shopper's tracking page says what was given back.

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'isAcceptedAged', value: 'ok', url: baseURL! }])
})

test('the admin refunds one line of a card-paid order; the shopper sees it in tracking', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const shopper = 'reembolso.e2e@example.cl'
  await addWines(page, 2)
  await guestDetails(page, shopper)
  await homeDelivery(page)
  await payInSandbox(page, '4051 8856 0044 6623')
  await expect(page.getByRole('heading', { name: '¡Gracias por tu compra!' })).toBeVisible()
  const number = (await page.locator('.result strong').first().textContent())!.trim()
  expect(number).toMatch(/^VA\d+$/)

  const staffContext = await browser.newContext()
  await staffContext.addCookies([{ name: 'isAcceptedAged', value: 'ok', url: baseURL! }])
  const staff = await staffContext.newPage()
  await staff.goto(`/gestion/pedidos/${number}`)
  await logIn(staff, 'admin@vinotecaandes.cl', 'Gestion-Andes-2026')
  await expect(staff.getByRole('heading', { name: `Pedido ${number}` })).toContainText('Pagado')
  await hydrated(staff)

  const refunds = staff.getByRole('region', { name: 'Devoluciones' })
  await refunds.getByRole('button', { name: 'Registrar devolución' }).click()
  // Without a reason nor units: refused in the page, nothing given back.
  await refunds.getByRole('button', { name: 'Devolver' }).click()
  await expect(refunds.getByText('El campo es requerido').first()).toBeVisible()
  await refunds.getByRole('group', { name: 'Unidades a devolver' }).getByRole('spinbutton').first().fill('1')
  await refunds.getByLabel('Motivo de la devolución').fill('Una botella llegó rota')
  await refunds.getByRole('button', { name: 'Devolver' }).click()
  await expect(refunds.getByText('Listo: devolución registrada.')).toBeVisible()
  await expect(staff.getByRole('heading', { name: `Pedido ${number}` })).toContainText('Reembolso parcial')
  await expect(staff.getByText(/Devolución de \$[\d.]+ a la tarjeta/)).toBeVisible()
  await expect(staff.getByRole('list').filter({ hasText: 'Andrea Admin devolvió' })).toContainText(
    `del pedido ${number} a la tarjeta: Una botella llegó rota`,
  )
  await staffContext.close()

  await page.goto(`/seguimiento?numero=${number}`)
  await hydrated(page)
  await page.getByRole('main').getByLabel('Correo electrónico').fill(shopper)
  await page.getByRole('button', { name: 'Buscar pedido' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Te devolvimos' })).toContainText('de este pedido')
})
