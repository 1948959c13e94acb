import { expect, test } from '@playwright/test'
import { addWines, guestDetails, homeDelivery, hydrated, logIn } from './journeys'

// The staff back-office as the shop's staff use it (docs/backoffice.md): a bank transfer arrives, a member of staff
// confirms the order with the transfer's data and dispatches it; the shopper's tracking page follows.
// The staff accounts are the development ones the seed creates (seed/staff).

test.beforeEach(async ({ context, baseURL }) => {
  // The age gate is the storefront's own business (tested elsewhere).
  await context.addCookies([{ name: 'isAcceptedAged', value: 'ok', url: baseURL! }])
})

test('staff confirm a transfer order and dispatch it; the shopper sees it on the way', async ({
  page,
  browser,
  baseURL,
}) => {
  // A whole purchase, a staff sign-in in a second browser and the shopper's tracking page: one journey of many
  // steps, which took most of the default 45 s on a busy machine.
  test.setTimeout(90_000)
  const shopper = 'gestion.e2e@example.cl'
  await addWines(page, 1)
  await guestDetails(page, shopper)
  await homeDelivery(page)
  await page.getByRole('radio', { name: 'Transferencia bancaria' }).check()
  await page.getByRole('button', { name: 'Confirmar compra' }).click()
  await expect(page.getByRole('heading', { name: 'Datos de transferencia' })).toBeVisible()
  const number = (await page.locator('.result p').first().locator('strong').textContent())!.trim()
  const total = (await page
    .locator('.result p')
    .filter({ hasText: 'Transfiere' })
    .locator('strong')
    .first()
    .textContent())!.replace(/\D/g, '')
  expect(number).toMatch(/^VA\d+$/)

  const staffContext = await browser.newContext()
  await staffContext.addCookies([{ name: 'isAcceptedAged', value: 'ok', url: baseURL! }])
  const staff = await staffContext.newPage()
  await staff.goto('/gestion')
  await expect(staff).toHaveURL(/\/iniciar-sesion\?redirect=%2Fgestion/)
  await logIn(staff, 'equipo@vinotecaandes.cl', 'Equipo-Andes-2026')
  await expect(staff).toHaveURL(/\/gestion$/)
  await expect(staff.getByRole('heading', { name: 'Panel' })).toBeVisible()
  await hydrated(staff)
  // The audit log and the team are for admins: a member of staff is told so, and has no link to them.
  const sections = staff.getByRole('navigation', { name: 'Secciones de gestión' })
  await expect(sections.getByRole('link', { name: 'Auditoría' })).toHaveCount(0)
  await staff.goto('/gestion/auditoria')
  await expect(staff.getByRole('heading', { name: 'Solo para administración' })).toBeVisible()
  await hydrated(staff)

  await staff.getByRole('navigation', { name: 'Secciones de gestión' }).getByRole('link', { name: 'Pedidos' }).click()
  await expect(staff.getByRole('heading', { name: 'Pedidos' })).toBeVisible()
  await staff.getByRole('searchbox', { name: 'Buscar' }).fill(number)
  await staff.getByRole('button', { name: 'Filtrar' }).click()
  await expect(staff.getByText('1–1 de 1 pedido', { exact: true })).toBeVisible()
  await staff.getByRole('link', { name: number }).click()
  await expect(staff.getByRole('heading', { name: `Pedido ${number}` })).toBeVisible()

  // A transfer that does not match the total is refused with the reason.
  await staff.getByRole('button', { name: 'Confirmar pedido' }).click()
  await staff.getByLabel('Monto transferido (CLP)').fill(String(Number(total) - 1000))
  await staff.getByLabel('Referencia o número de operación').fill('OP-99812')
  await staff.getByRole('button', { name: 'Registrar transferencia y confirmar' }).click()
  await expect(staff.getByRole('alert').filter({ hasText: 'no coincide con el total' })).toBeVisible()
  await staff.getByLabel('Monto transferido (CLP)').fill(total)
  await staff.getByRole('button', { name: 'Registrar transferencia y confirmar' }).click()
  await expect(staff.getByText('Listo: el pedido quedó Confirmado')).toBeVisible()
  await expect(staff.getByText('Referencia:')).toBeVisible()

  await staff.getByRole('button', { name: 'Despachar' }).click()
  await staff.getByLabel('Courier').fill('Starken')
  await staff.getByLabel('Código de seguimiento').fill('STK-2026-4455')
  await staff.getByRole('button', { name: 'Guardar despacho' }).click()
  await expect(staff.getByText('Listo: el pedido quedó En camino')).toBeVisible()
  await expect(staff.getByRole('heading', { name: `Pedido ${number}` })).toContainText('En camino')
  await expect(staff.getByRole('list').filter({ hasText: 'despachó el pedido' })).toContainText(
    `despachó el pedido ${number} con Starken, seguimiento STK-2026-4455`,
  )
  await staffContext.close()

  await page.goto(`/seguimiento?numero=${number}`)
  await hydrated(page)
  await page.getByRole('main').getByLabel('Correo electrónico').fill(shopper)
  await page.getByRole('button', { name: 'Buscar pedido' }).click()
  const status = page.getByRole('region', { name: 'Estado del pedido' })
  await expect(status.getByRole('listitem').filter({ hasText: 'En camino' })).toHaveAttribute('aria-current', 'step')
  await expect(status).toContainText('STK-2026-4455 · Starken')
})

test('a customer who opens /gestion is refused', async ({ page }) => {
  const email = `cliente.gestion.${Date.now()}@example.cl`
  const password = 'Carmenere-de-Colchagua-2019'
  const res = await page.request.post('/api/register', {
    data: {
      first_name: 'Rosa',
      last_name: 'Cliente',
      email,
      rut: '11.111.111-1',
      phone: '+56 9 1111 2222',
      password,
      password_confirmation: password,
    },
  })
  expect(res.status()).toBe(201)
  await page.goto('/iniciar-sesion?redirect=%2Fgestion')
  await logIn(page, email, password)
  await expect(page).toHaveURL(/\/gestion$/)
  await expect(page.getByRole('heading', { name: 'No tienes acceso a la gestión' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Secciones de gestión' })).toHaveCount(0)
  const api = await page.request.get('/api/admin/orders')
  expect(api.status()).toBe(401)
})

test('a stock adjustment the API refuses shows its message beside the field, wired for screen readers', async ({
  page,
}) => {
  await page.goto('/gestion/stock')
  await logIn(page, 'equipo@vinotecaandes.cl', 'Equipo-Andes-2026')
  await expect(page.getByRole('heading', { name: 'Stock' })).toBeVisible()
  await hydrated(page)
  await page.getByRole('button', { name: 'Ajustar' }).first().click()
  const panel = page.getByRole('dialog', { name: 'Ajustar stock' })
  // Zero units received is refused by the API on the quantity field.
  const units = panel.getByLabel('Unidades')
  await units.fill('0')
  await panel.getByRole('button', { name: 'Guardar ajuste' }).click()
  await expect(units).toHaveAttribute('aria-invalid', 'true')
  await expect(panel.getByRole('alert')).toHaveText('Indica una cantidad mayor a 0.')
  await expect(units).toHaveAccessibleDescription('Indica una cantidad mayor a 0.')
  // Editing the field drops the API's error; emptying it says at once, beside the field, that it is needed.
  // A count of what is on the shelf leaves the stock as it was.
  const current = (await panel.locator('p').first().textContent())!.match(/Stock actual: (\d+)/)![1]!
  await panel.getByRole('radio', { name: 'Conteo de inventario (fija el total)' }).check()
  const counted = panel.getByLabel('Unidades contadas')
  await counted.fill('3')
  await expect(counted).not.toHaveAttribute('aria-invalid', 'true')
  await counted.fill('')
  await expect(counted).toHaveAttribute('aria-invalid', 'true')
  await expect(counted).toHaveAccessibleDescription('El campo es requerido')
  await counted.fill(current)
  await expect(counted).not.toHaveAttribute('aria-invalid', 'true')
  await panel.getByRole('button', { name: 'Guardar ajuste' }).click()
  await expect(page.getByText(/^Stock de .+: (\d+) → \1\.$/)).toBeVisible()
})

test('the back-office speaks English after signing in and after a reload (its messages load with its pages)', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: baseURL! }])
  await page.goto('/iniciar-sesion?redirect=%2Fgestion')
  const main = page.getByRole('main')
  await expect(main.getByRole('button', { name: 'Sign in' })).toBeEnabled()
  await main.getByLabel('E-mail').fill('equipo@vinotecaandes.cl')
  await main.getByLabel('Password', { exact: true }).fill('Equipo-Andes-2026')
  await main.getByRole('button', { name: 'Sign in' }).click()
  // Reached by navigating in the page: the back-office's catalogue is fetched before its first render.
  await expect(page).toHaveURL(/\/gestion$/)
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
  const sections = page.getByRole('navigation', { name: 'Back-office sections' })
  await expect(sections.getByRole('link', { name: 'Orders' })).toBeVisible()
  // Loaded from the server's HTML: the page hydrates with the same words.
  await page.reload()
  await hydrated(page)
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
  await sections.getByRole('link', { name: 'Orders' }).click()
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible()
})
