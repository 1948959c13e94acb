import { expect, test } from '@playwright/test'
import { addWines, guestDetails, homeDelivery, hydrated, logIn, payInSandbox, e2eSql } from './journeys'

// The refund form shows what a line gives back before it is sent: what the shopper paid for those units
// (src/lib/refund-shares.ts), the same sum the API refunds; the shipping goes back only with its own box ticked. The order page names each payment's state, a
// repeated charge the shop reversed by itself among them.

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'isAcceptedAged', value: 'ok', url: baseURL! }])
})

test('the refund form shows what the chosen units give back, and the refund is that sum', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  await addWines(page, 2)
  await guestDetails(page, 'monto.devolucion@example.cl')
  await homeDelivery(page)
  await payInSandbox(page, '4051 8856 0044 6623')
  await expect(page.getByRole('heading', { name: '¡Gracias por tu compra!' })).toBeVisible()
  const number = (await page.locator('.result strong').first().textContent())!.trim()

  const staffContext = await browser.newContext({ viewport: { width: 1366, height: 900 } })
  await staffContext.addCookies([{ name: 'isAcceptedAged', value: 'ok', url: baseURL! }])
  const staff = await staffContext.newPage()
  await staff.goto(`/gestion/pedidos/${number}`)
  await logIn(staff, 'admin@vinotecaandes.cl', 'Gestion-Andes-2026')
  await expect(staff.getByRole('heading', { name: `Pedido ${number}` })).toContainText('Pagado')
  await hydrated(staff)

  const refunds = staff.getByRole('region', { name: 'Devoluciones' })
  await refunds.getByRole('button', { name: 'Registrar devolución' }).click()
  const units = refunds.getByRole('group', { name: 'Unidades a devolver' })
  await expect(refunds.getByText('A devolver: $0')).toBeVisible()
  // The first line's label says what was paid for it and for how many units.
  const label = (await units.locator('label').first().textContent())!
  const [, paidText, qtyText] = /pagó \$([\d.]+) por (\d+)/.exec(label)!
  const paid = Number(paidText!.replace(/\./g, ''))
  const qty = Number(qtyText)
  const one = Math.round(paid / qty)
  await units.getByRole('spinbutton').first().fill('1')
  const expected = `$${one.toLocaleString('es-CL')}`
  await expect(refunds.getByText(`A devolver: ${expected}`)).toBeVisible()
  // Shipping is not in a line: it goes back only when its box is ticked, and the sum says so.
  const shippingBox = refunds.getByRole('checkbox', { name: /Reembolsar también el despacho/ })
  await expect(shippingBox).not.toBeChecked()
  await refunds.getByLabel('Motivo de la devolución').fill('Una botella llegó rota')
  await refunds.getByRole('button', { name: 'Devolver' }).click()
  await expect(refunds.getByText('Listo: devolución registrada.')).toBeVisible()
  await expect(staff.getByText(`Devolución de ${expected} a la tarjeta`)).toBeVisible()

  // Then the shipping alone, on purpose: the form shows what it gives back before it is sent.
  await refunds.getByRole('button', { name: 'Registrar devolución' }).click()
  const box = refunds.getByRole('checkbox', { name: /Reembolsar también el despacho/ })
  const boxLabel = refunds.locator('label').filter({ hasText: /Reembolsar también el despacho/ })
  const shipping = /\(\$([\d.]+)\)/.exec((await boxLabel.textContent())!)![1]!
  await box.check()
  await expect(refunds.getByText(`A devolver: $${shipping} (despacho incluido: $${shipping})`)).toBeVisible()
  await staff.screenshot({ path: 'test-results/refund-shipping-form-1366.png', fullPage: true })
  await refunds.getByLabel('Motivo de la devolución').fill('El despacho llegó tarde')
  await refunds.getByRole('button', { name: 'Devolver' }).click()
  await expect(refunds.getByText('Listo: devolución registrada.')).toBeVisible()
  await expect(staff.getByText(`Devolución de $${shipping} a la tarjeta`)).toBeVisible()

  // For the picture staff get of a repeated charge: a second capture the shop reversed by itself (the API tests
  // drive the real late approval through the Webpay twin; here its record is written as that flow writes it).
  e2eSql(
    `INSERT INTO payments (id, order_id, platform, attempt, buy_order, session_id, token, amount, status, response, created_at, updated_at)
     SELECT 'e2e-dup-' || o.id, o.id, 'webpay', 99, o.number || '-99', 'e2e', NULL, o.total, 'reversed',
            '{"card_detail":{"card_number":"6623"},"authorization_code":"1213"}', p.created_at, p.created_at
     FROM orders o JOIN payments p ON p.order_id = o.id AND p.status = 'authorized' WHERE o.number = '${number}'`,
  )
  await staff.reload()
  await expect(staff.getByText('cobro repetido, devuelto automáticamente')).toBeVisible()
  await staff.screenshot({ path: 'test-results/refund-order-page-1366.png', fullPage: true })
  await staffContext.close()
})
