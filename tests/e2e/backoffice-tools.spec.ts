import { expect, test, type Page } from '@playwright/test'
import { addWines, guestDetails, homeDelivery, hydrated, logIn, payInSandbox } from './journeys'

// The back-office's everyday tools as staff use them (docs/backoffice.md): a guest pays by card, staff print the
// order's packing slip and the day's picking list (print media, A4), find the guest under Clientes, and answer a
// contact message from the back-office. The coupons list keeps every action in view at 1366 px. Screenshots at
// laptop width go to SHOTS_DIR when it is set.

const SHOTS = process.env.SHOTS_DIR
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
}
/** A4 at 96 dpi: 210 mm wide. */
const A4 = { width: 794, height: 1123 }

test.use({ viewport: { width: 1366, height: 900 } })

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'isAcceptedAged', value: 'ok', url: baseURL! }])
})

/** What a printed sheet must be: only the sheet, black on white, inside the width of an A4 page, `@page` A4. */
async function expectPrintable(page: Page, sheet: ReturnType<Page['getByRole']>) {
  await page.setViewportSize(A4)
  await page.emulateMedia({ media: 'print' })
  await expect(sheet).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Secciones de gestión' })).toBeHidden()
  await expect(page.getByRole('button', { name: /^Imprimir/ })).toBeHidden()
  await expect(page.getByRole('banner')).toBeHidden()
  const look = await sheet.evaluate((el) => {
    const style = getComputedStyle(el)
    const pageRules = [...document.styleSheets].flatMap((s) => {
      try {
        return [...s.cssRules]
          .filter((r) => r instanceof CSSPageRule)
          .map((r) => (r as CSSPageRule).style.getPropertyValue('size').toLowerCase())
      } catch {
        return []
      }
    })
    return {
      color: style.color,
      background: style.backgroundColor,
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      pageRules,
    }
  })
  expect(look.color).toBe('rgb(0, 0, 0)')
  expect(look.background).toBe('rgb(255, 255, 255)')
  expect(look.overflow, 'wider than an A4 page').toBeLessThanOrEqual(0)
  expect(look.pageRules).toContain('a4')
}

test('staff print the packing slip and the picking list, find the guest and answer a message', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const stamp = Date.now().toString(36)
  const shopper = `invitada.${stamp}@example.cl`
  await addWines(page, 2)
  await guestDetails(page, shopper)
  await homeDelivery(page)
  await payInSandbox(page, '4051 8856 0044 6623')
  await expect(page.getByRole('heading', { name: '¡Gracias por tu compra!' })).toBeVisible()
  const number = (await page.locator('.result strong').first().textContent())!.trim()
  const sender = `Javiera ${stamp}`
  const contact = await page.request.post('/api/contact', {
    data: {
      first_name: 'Javiera',
      last_name: stamp,
      email: `javiera.${stamp}@example.cl`,
      phone: '912345678',
      motive: 'pedido',
      message: `Hola, ¿cuándo llega mi pedido ${number}? Es para el sábado.`,
    },
  })
  expect(contact.status()).toBe(201)

  const staffContext = await browser.newContext({ viewport: { width: 1366, height: 900 } })
  await staffContext.addCookies([{ name: 'isAcceptedAged', value: 'ok', url: baseURL! }])
  const staff = await staffContext.newPage()

  // The packing slip, from the order's page.
  await staff.goto(`/gestion/pedidos/${number}`)
  await logIn(staff, 'equipo@vinotecaandes.cl', 'Equipo-Andes-2026')
  await hydrated(staff)
  await staff.getByRole('link', { name: 'Hoja de empaque' }).click()
  const slip = staff.getByRole('article', { name: `Hoja de empaque del pedido ${number}` })
  await expect(slip).toContainText(number)
  await expect(slip).toContainText('Boleta')
  await expect(slip).toContainText('Despacho a domicilio')
  await expect(slip).toContainText('Av. Providencia 1234')
  await expect(slip).toContainText('Camila Rojas')
  await expect(slip.getByRole('row')).toHaveCount(3)
  // No prices on a slip that may travel in a gift box.
  await expect(slip).not.toContainText('$')
  await expectPrintable(staff, slip)
  await staff.setViewportSize({ width: 1366, height: 900 })
  await shot(staff, 'packing-slip-print-1366')
  await staff.emulateMedia({ media: 'screen' })

  // The day's picking list: this order among the paid ones still to ship.
  await staff.goto('/gestion/pedidos')
  await hydrated(staff)
  await staff.getByRole('link', { name: 'Lista de preparación' }).click()
  const picking = staff.getByRole('article', { name: /^Lista de preparación del / })
  await expect(picking.getByRole('table', { name: 'Pedidos' })).toContainText(number)
  await expect(picking.getByRole('table', { name: 'Productos' }).getByRole('row').nth(1)).toBeVisible()
  await shot(staff, 'picking-list-1366')
  await expectPrintable(staff, picking)
  await staff.setViewportSize({ width: 1366, height: 900 })
  await staff.emulateMedia({ media: 'screen' })

  // The guest under Clientes, found by e-mail, marked as a guest, with the order.
  await staff.goto('/gestion/clientes')
  await hydrated(staff)
  await staff.getByRole('searchbox', { name: 'Buscar' }).fill(shopper)
  await staff.getByRole('button', { name: 'Buscar', exact: true }).click()
  // The search filtered: this one guest, counted, and no other customer's row beside it.
  await expect(staff.getByText('1 cliente', { exact: true })).toBeVisible()
  await expect(staff.getByRole('table').getByRole('row')).toHaveCount(2)
  const guestRow = staff.getByRole('row').filter({ hasText: shopper })
  await expect(guestRow).toContainText('Invitado')
  await expect(guestRow.getByRole('link', { name: number })).toBeVisible()
  await shot(staff, 'clientes-guest-1366')

  // A reply to the contact message: the reason in words, the reply in the thread and in the person's mailbox.
  await staff.goto('/gestion/mensajes?estado=all')
  await hydrated(staff)
  const message = staff.getByRole('listitem').filter({ has: staff.getByText(sender, { exact: true }) })
  await expect(message).toContainText('Un pedido')
  await expect(message).not.toContainText('· pedido')
  await message.getByRole('button', { name: 'Responder', exact: true }).click()
  await message
    .getByLabel(`Respuesta a ${sender}`)
    .fill('Hola Javiera: tu pedido sale hoy con Starken y llega el viernes.')
  await message.getByRole('button', { name: 'Enviar respuesta' }).click()
  await expect(staff.getByText(`Respuesta enviada a javiera.${stamp}@example.cl.`)).toBeVisible()
  const reply = message.getByRole('list', { name: 'Respuestas' }).getByRole('listitem')
  await expect(reply).toContainText('tu pedido sale hoy con Starken')
  await expect(reply).toContainText('Enviado por correo')
  await expect(message).toContainText('Respondido el')
  const outbox = (await (await staff.request.get('/api/_dev/mail')).json()) as {
    data: { to: string; subject: string; text: string }[]
  }
  const sent = outbox.data.find((m) => m.to === `javiera.${stamp}@example.cl` && m.subject.startsWith('Respuesta'))
  expect(sent?.text).toContain('tu pedido sale hoy con Starken')
  await message.scrollIntoViewIfNeeded()
  await shot(staff, 'message-thread-1366')
  await staffContext.close()
})

test('every coupon action is visible without scrolling the list at 1366 px', async ({ page }) => {
  test.setTimeout(90_000)
  const code = `ANCHO${Date.now().toString(36).toUpperCase()}`
  await page.goto('/gestion/cupones')
  await logIn(page, 'equipo@vinotecaandes.cl', 'Equipo-Andes-2026')
  await expect(page.getByRole('heading', { name: 'Cupones', exact: true })).toBeVisible()
  await hydrated(page)
  const form = page.getByRole('form', { name: 'Nuevo cupón' })
  await form.getByLabel('Código').fill(code)
  await form.getByLabel('Valor (porcentaje o pesos)').fill('15')
  await form.getByLabel('Compra mínima (CLP, opcional)').fill('30000')
  await form.getByLabel('Desde (opcional)').fill('2025-12-01')
  await form.getByLabel('Hasta, inclusive (opcional)').fill('2030-12-30')
  await form.getByRole('button', { name: 'Crear cupón' }).click()
  await expect(page.getByText(`Cupón ${code} creado.`)).toBeVisible()
  // Measured against the table's own scroll container, which clips what does not fit.
  const wrap = page.locator('.bo-col-main .bo-table-wrap')
  const fits = await wrap.evaluate((el) => el.scrollWidth - el.clientWidth)
  expect(fits, 'the list scrolls sideways').toBeLessThanOrEqual(0)
  const box = (await wrap.boundingBox())!
  for (const button of await wrap.getByRole('button').all()) {
    const b = (await button.boundingBox())!
    expect(b.x + b.width, (await button.getAttribute('aria-label')) ?? 'button').toBeLessThanOrEqual(box.x + box.width)
  }
  await page.getByRole('row').filter({ hasText: code }).scrollIntoViewIfNeeded()
  await shot(page, 'coupons-list-1366')
})

test('on a phone the orders page and its filters stay inside the screen, in both languages', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/gestion/pedidos')
  await logIn(page, 'equipo@vinotecaandes.cl', 'Equipo-Andes-2026')
  await expect(page.getByRole('heading', { name: 'Pedidos', exact: true })).toBeVisible()
  for (const lang of ['es', 'en']) {
    await context.addCookies([{ name: 'locale', value: lang, url: baseURL! }])
    await page.goto('/gestion/pedidos')
    await hydrated(page)
    const form = page.getByRole('search')
    await expect(form).toBeVisible()
    // The region select is sized by its longest option; it must not push the page sideways.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)
    expect(overflow, `${lang}: the page scrolls sideways`).toBeLessThanOrEqual(0)
    const card = (await form.boundingBox())!
    for (const select of await form.locator('select').all()) {
      const box = (await select.boundingBox())!
      expect(box.x + box.width, `${lang}: a select overflows the filters`).toBeLessThanOrEqual(card.x + card.width)
    }
  }
})
