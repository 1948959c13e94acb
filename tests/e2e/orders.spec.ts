import { expect, test } from '@playwright/test'
import { addWines, guestDetails, homeDelivery, hydrated } from './journeys'

// What the shop tells a buyer about an order must be true: the payment step sums up what is bought and when it
// arrives, and a Webpay order left unpaid says so on the tracking page and can be paid from there.

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'isAcceptedAged', value: 'ok', url: baseURL! }])
})

test('the payment step lists the lines and the promised day; an unpaid order can be paid from tracking', async ({
  page,
}) => {
  await addWines(page, 2)
  await guestDetails(page, 'pendiente.e2e@example.cl')
  await homeDelivery(page)
  const summary = page.getByRole('complementary').filter({ has: page.getByRole('heading', { name: 'Resumen' }) })
  await expect(summary.getByRole('list', { name: 'Productos del pedido' }).getByRole('listitem')).toHaveCount(2)
  await expect(summary.getByRole('status').filter({ hasText: /^Llega el \p{L}+ \d{1,2} de \p{L}+$/u })).toBeVisible()

  // The shopper reaches Webpay's page and leaves it without paying.
  await page.getByRole('button', { name: 'Pagar con Webpay' }).click()
  await expect(page).toHaveURL(/\/_sandbox\/webpay\/webpayserver\/initTransaction/)
  const number = await page.evaluate(
    () =>
      (JSON.parse(sessionStorage.getItem('checkout') ?? '{}') as { purchaseOrderNumber?: string }).purchaseOrderNumber,
  )
  expect(number).toMatch(/^VA\d+$/)

  await page.goto('/seguimiento')
  await hydrated(page)
  await page.locator('main').getByLabel('Número de pedido').fill(number!)
  await page.locator('main').getByLabel('Correo electrónico').fill('pendiente.e2e@example.cl')
  await page.getByRole('button', { name: 'Buscar pedido' }).click()
  const status = page.getByRole('region', { name: 'Estado del pedido' })
  await expect(status.getByText('Pago pendiente')).toBeVisible()
  await expect(
    status.getByText(/Guardamos sus productos hasta el \p{L}+ \d{1,2} de \p{L}+, \d{2}:\d{2}/u),
  ).toBeVisible()
  // No promise and no progress for an order that is not paid.
  await expect(status.getByText('Entrega estimada')).toHaveCount(0)
  await expect(status.getByText('En validación')).toHaveCount(0)
  await status.getByRole('button', { name: 'Pagar ahora con Webpay' }).click()
  await expect(page).toHaveURL(/\/_sandbox\/webpay\/webpayserver\/initTransaction/)
  await page.getByLabel('Número de tarjeta').fill('4051 8856 0044 6623')
  await page.getByRole('button', { name: 'Pagar', exact: true }).click()
  await expect(page.getByRole('heading', { name: '¡Gracias por tu compra!' })).toBeVisible()
})
