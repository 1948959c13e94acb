import { expect, test } from '@playwright/test'
import { addWines, guestDetails, guestFormHydrated, homeDelivery, hydrated, payInSandbox } from './journeys'

// Browser journeys of: cart drawer, four checkout steps, Webpay sandbox (served by the Worker itself),
// failure with retry, bank transfer, coupons, tracking. Role-based locators, no fixed waits.

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'isAcceptedAged', value: 'ok', url: baseURL! }])
})

test('a guest buys two wines with home delivery, pays in the sandbox and tracks the order', async ({ page }) => {
  await addWines(page, 2)
  await page.goto('/carrito')
  await expect(page.getByRole('list', { name: 'Productos en tu carrito' }).getByRole('listitem')).toHaveCount(2)
  await guestDetails(page)
  await homeDelivery(page)
  await payInSandbox(page, '4051 8856 0044 6623')
  await expect(page).toHaveURL(/\/compras\/completa\//)
  await expect(page.getByRole('heading', { name: '¡Gracias por tu compra!' })).toBeVisible()
  const number = (await page.locator('.result strong').first().textContent())!.trim()
  expect(number).toMatch(/^VA\d+$/)
  // A click during hydration can be lost: act once the result page is interactive.
  await hydrated(page)
  await page.getByRole('link', { name: 'Seguir mi pedido' }).click()
  await expect(page).toHaveURL(/\/seguimiento/)
  await hydrated(page)
  await page.getByRole('button', { name: 'Buscar pedido' }).click()
  const status = page.getByRole('region', { name: 'Estado del pedido' })
  await expect(status.getByRole('listitem').filter({ hasText: 'Compra confirmada' })).toHaveAttribute(
    'aria-current',
    'step',
  )
})

test('a rejected payment shows the failure page and the retry succeeds', async ({ page }) => {
  await addWines(page, 1)
  await guestDetails(page, 'rechazo.e2e@example.cl')
  await homeDelivery(page)
  await payInSandbox(page, '5186 0595 5959 0568')
  await expect(page).toHaveURL(/\/compras\/fallida\//)
  await expect(page.getByRole('heading', { name: 'No pudimos procesar tu pago' })).toBeVisible()
  await hydrated(page)
  await page.getByRole('button', { name: 'Reintentar el pago' }).click()
  await expect(page).toHaveURL(/initTransaction/)
  await page.getByRole('button', { name: 'Pagar', exact: true }).click()
  await expect(page.getByRole('heading', { name: '¡Gracias por tu compra!' })).toBeVisible()
})

test('a transfer order shows the transfer data', async ({ page }) => {
  await addWines(page, 1)
  await guestDetails(page, 'transfer.e2e@example.cl')
  await homeDelivery(page)
  await page.getByRole('radio', { name: 'Transferencia bancaria' }).check()
  await page.getByRole('button', { name: 'Confirmar compra' }).click()
  await expect(page).toHaveURL(/\/datos-de-transferencia\?orden=/)
  // What the card confirmation says, and what a transfer needs.
  await expect(page.getByRole('heading', { name: '¡Gracias por tu compra!' })).toBeVisible()
  await expect(page.getByText('Te enviamos un correo a transfer.e2e@example.cl')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Datos de transferencia' })).toBeVisible()
  await expect(page.getByText('Banco de Chile')).toBeVisible()
  await expect(page.getByText(/Plazo para transferir: hasta el .+ \(48 horas\)/)).toBeVisible()
  await expect(page.getByText(/Si recibimos tu transferencia hoy, tu pedido llega el/)).toBeVisible()
  await expect(page.getByRole('button', { name: /Carrito/ }).first()).not.toContainText(/\d/)
  await hydrated(page)
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.getByRole('button', { name: 'Copiar Número de cuenta' }).click()
  await expect(page.getByRole('button', { name: 'Copiar Número de cuenta' })).toHaveText('Copiado')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('00-123-45678-09')
  for (const label of ['Monto', 'Titular', 'RUT', 'Correo']) {
    await expect(page.getByRole('button', { name: `Copiar ${label}` })).toBeVisible()
  }
})

test('a card payment logs no console error from the cart to the confirmation', async ({ page }) => {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`))
  await addWines(page, 1)
  await guestDetails(page, 'consola.e2e@example.cl')
  await homeDelivery(page)
  await payInSandbox(page, '4051 8856 0044 6623')
  await expect(page.getByRole('heading', { name: '¡Gracias por tu compra!' })).toBeVisible()
  await hydrated(page)
  expect(problems).toEqual([])
})

test('an invalid and a used coupon show their messages', async ({ page }) => {
  await addWines(page, 1)
  await guestDetails(page, 'usado@vinoteca.cl')
  await homeDelivery(page)
  const coupon = page.getByLabel('Cupón de descuento')
  await coupon.fill('NOEXISTE')
  await page.getByRole('button', { name: 'Aplicar' }).click()
  await expect(page.getByText('El cupón ingresado no es válido')).toBeVisible()
  await coupon.fill('BIENVENIDA')
  await page.getByRole('button', { name: 'Aplicar' }).click()
  await expect(page.getByText('El cupón ingresado ya ha sido utilizado')).toBeVisible()
})

test.describe('cart drawer on a mobile width', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('opens on add, steps quantities within stock, removes and shows the empty state', async ({ page }) => {
    await page.goto('/vinos')
    await hydrated(page)
    await page
      .getByRole('button', { name: /Agregar al carro/ })
      .first()
      .click()
    const drawer = page.getByRole('dialog')
    await expect(drawer.getByRole('heading', { name: 'Producto agregado a tu carrito' })).toBeVisible()
    const minus = drawer.getByRole('button', { name: 'Quitar una unidad' })
    const plus = drawer.getByRole('button', { name: 'Agregar una unidad' })
    await expect(minus).toBeDisabled()
    await plus.click()
    await expect(drawer.locator('.qty__value')).toHaveText('2')
    await expect(minus).toBeEnabled()
    // docs/product.md, Pages: under 480 px the slider shows about 1.3 cards and no arrows.
    const slider = drawer.getByRole('region', { name: 'Usualmente comprados juntos' })
    await expect(slider).toBeVisible()
    await expect(slider.getByRole('button', { name: 'Siguientes' })).toBeHidden()
    const slide = await slider.getByRole('listitem').first().boundingBox()
    expect(slide!.width).toBeGreaterThan(240)
    await drawer.getByRole('button', { name: /^Eliminar / }).click()
    await expect(drawer.getByRole('heading', { name: 'Tu carrito está vacío' })).toBeVisible()
    await drawer.getByRole('button', { name: 'Cerrar carrito' }).click()
    // The drawer does not open on add from a checkout page.
    await page.goto('/carrito')
    await expect(page.getByRole('heading', { name: 'Carrito de compras' })).toBeVisible()
  })
})

test('a guest who asks to be remembered finds their details filled in on the next purchase', async ({ page }) => {
  await addWines(page, 1)
  await page.goto('/informacion-personal')
  await hydrated(page)
  await guestFormHydrated(page)
  const main = page.locator('main')
  await main.getByLabel('Nombre', { exact: true }).fill('Ignacio')
  await main.getByLabel('Apellido').fill('Fuentes')
  await main.getByLabel('RUT').fill('111111111')
  await main.getByLabel('Correo electrónico').fill('ignacio.recordado@example.cl')
  await main.getByLabel('Teléfono').fill('+56 9 1111 2222')
  await main.getByLabel('Recordar mis datos para próximas compras').check()
  await main.getByRole('button', { name: 'Continuar' }).click()
  await homeDelivery(page)
  await page.getByRole('radio', { name: 'Transferencia bancaria' }).check()
  await page.getByRole('button', { name: 'Confirmar compra' }).click()
  await expect(page.getByRole('heading', { name: 'Datos de transferencia' })).toBeVisible()

  await addWines(page, 1)
  await page.goto('/informacion-personal')
  await hydrated(page)
  await expect(main.getByLabel('Nombre', { exact: true })).toHaveValue('Ignacio')
  await expect(main.getByLabel('RUT')).toHaveValue('11.111.111-1')
  await expect(main.getByLabel('Correo electrónico')).toHaveValue('ignacio.recordado@example.cl')
  await expect(main.getByLabel('Recordar mis datos para próximas compras')).toBeChecked()
})

test('a company asks for a factura, choosing the invoice region and commune from lists', async ({ page }) => {
  await addWines(page, 1)
  await guestDetails(page, 'factura.e2e@example.cl')
  await homeDelivery(page)
  await page.getByRole('radio', { name: 'Factura' }).check()
  const main = page.locator('main')
  await main.getByLabel('Razón social').fill('Eventos del Valle SpA')
  await main.getByLabel('RUT empresa').fill('760864285')
  await expect(main.getByLabel('RUT empresa')).toHaveValue('76.086.428-5')
  await main.getByLabel('Giro').fill('Producción de eventos')
  await main.getByLabel('Dirección', { exact: true }).fill('Av. Apoquindo 4500, oficina 1201')
  await main.getByLabel('Región').selectOption({ label: 'Región Metropolitana de Santiago' })
  await main.getByLabel('Comuna').selectOption({ label: 'Las Condes' })
  await main.getByLabel('Teléfono').fill('+56 2 2345 6789')
  await main.getByLabel('Correo electrónico').fill('facturas@eventosdelvalle.cl')
  await page.getByRole('radio', { name: 'Transferencia bancaria' }).check()
  await page.getByRole('button', { name: 'Confirmar compra' }).click()
  await expect(page.getByRole('heading', { name: 'Datos de transferencia' })).toBeVisible()
})

test('the steps keep what was typed across a reload and show their messages beside the fields', async ({ page }) => {
  await addWines(page, 1)
  await page.goto('/informacion-personal')
  await hydrated(page)
  await guestFormHydrated(page)
  const main = page.locator('main')
  // An empty submit: each field says what is missing, and the focus lands on the first to fix.
  await main.getByRole('button', { name: 'Continuar' }).click()
  const name = main.getByLabel('Nombre', { exact: true })
  await expect(name).toBeFocused()
  await expect(name).toHaveAttribute('aria-invalid', 'true')
  await expect(name).toHaveAccessibleDescription('El campo es requerido')
  await main.getByLabel('RUT').fill('123456780')
  await main.getByLabel('RUT').blur()
  await expect(main.getByLabel('RUT')).toHaveAccessibleDescription('Este campo debe ser un RUT válido')
  await name.fill('Camila')
  await expect(name).not.toHaveAttribute('aria-invalid')
  // A reload mid-step keeps what was typed (the checkout state lives in this tab's storage).
  await page.reload()
  await hydrated(page)
  await expect(name).toHaveValue('Camila')
  await expect(main.getByLabel('RUT')).toHaveValue('12.345.678-0')
  await main.getByLabel('RUT').fill('123456785')
  await main.getByLabel('Apellido').fill('Rojas')
  await main.getByLabel('Correo electrónico').fill('recarga.e2e@example.cl')
  await main.getByLabel('Teléfono').fill('9 8765 43')
  await main.getByRole('button', { name: 'Continuar' }).click()
  // The courier calls this number: a Chilean one, with its nine digits.
  await expect(main.getByLabel('Teléfono')).toHaveAccessibleDescription(
    /Este campo debe ser un teléfono chileno válido \(9 dígitos\)/,
  )
  await main.getByLabel('Teléfono').fill('+56 9 8765 4321')
  await main.getByRole('button', { name: 'Continuar' }).click()
  await expect(page).toHaveURL(/\/informacion-de-envio$/)

  await hydrated(page)
  await page.getByRole('radio', { name: 'Otra persona' }).check()
  await page.getByRole('button', { name: 'Continuar al pago' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Selecciona o agrega una dirección de despacho' }),
  ).toBeVisible()
  const receiver = main.getByLabel('Nombre de quien recibe')
  await expect(receiver).toHaveAccessibleDescription('El campo es requerido')
  await expect(main.getByLabel('Teléfono')).toHaveAccessibleDescription('Este campo debe ser solo números')
  await receiver.fill('Tomás')
  await main.getByLabel('Comentario para el despacho (opcional)').fill('Tocar el timbre dos veces')
  await page.reload()
  await hydrated(page)
  await expect(page.getByRole('radio', { name: 'Otra persona' })).toBeChecked()
  await expect(receiver).toHaveValue('Tomás')
  await expect(main.getByLabel('Comentario para el despacho (opcional)')).toHaveValue('Tocar el timbre dos veces')
  // A pick-up asks for neither the address nor the receiver.
  await page.getByRole('radio', { name: 'Retiro en tienda (gratis)' }).check()
  await expect(page.getByRole('status').filter({ hasText: 'Costo de despacho' })).toContainText('Gratis')
  await page.getByRole('button', { name: 'Continuar al pago' }).click()
  await expect(page).toHaveURL(/\/metodo-de-pago$/)

  await hydrated(page)
  await page.getByRole('radio', { name: 'Factura' }).check()
  await page.getByRole('button', { name: 'Pagar con Webpay' }).click()
  const reason = main.getByLabel('Razón social')
  await expect(reason).toBeFocused()
  await expect(main.getByLabel('Región')).toHaveAccessibleDescription('El campo es requerido')
  await main.getByLabel('RUT empresa').fill('760864285')
  await page.reload()
  await hydrated(page)
  await expect(page.getByRole('radio', { name: 'Factura' })).toBeChecked()
  await expect(main.getByLabel('RUT empresa')).toHaveValue('76.086.428-5')
})
