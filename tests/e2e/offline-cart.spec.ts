import { expect, test, type Page } from '@playwright/test'
import { addWines, hydrated } from './journeys'

// Cart changes made offline: replayed in order, each once, when the connection is back, so the server keeps the
// quantity the shopper saw; a reload offline shows the quantities set, and buying waits for the connection.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: 'allow' })

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'isAcceptedAged', value: 'ok', url: baseURL! }])
})

const WAITING = 'se guardarán cuando vuelva la conexión'
const firstLine = (page: Page) =>
  page.getByRole('list', { name: 'Productos en tu carrito' }).getByRole('listitem').first()

async function cartWithOneUnit(page: Page) {
  await page.goto('/')
  await hydrated(page)
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.ready
    return Boolean(registration.active && navigator.serviceWorker.controller)
  })
  await addWines(page, 1)
  await page.goto('/carrito')
  await hydrated(page)
  await expect(firstLine(page).locator('.qty__value')).toHaveText('1')
}

async function serverQuantity(page: Page) {
  await page.reload()
  await hydrated(page)
  return firstLine(page).locator('.qty__value')
}

test('three "+" offline come back as the four units the line showed', async ({ page, context }) => {
  await cartWithOneUnit(page)
  const line = firstLine(page)
  const plus = line.getByRole('button', { name: 'Agregar una unidad' })
  const minus = line.getByRole('button', { name: 'Quitar una unidad' })

  await context.setOffline(true)
  // 2, 3, 4, then 3 and 4 again: a replay that skipped the second "4" as a repeat would leave 3.
  for (const [button, shown] of [
    [plus, '2'],
    [plus, '3'],
    [plus, '4'],
    [minus, '3'],
    [plus, '4'],
  ] as const) {
    await button.click()
    await expect(line.locator('.qty__value')).toHaveText(shown)
  }
  await expect(page.getByRole('status').filter({ hasText: WAITING })).toBeVisible()

  await context.setOffline(false)
  await expect(page.getByRole('status').filter({ hasText: WAITING })).toHaveCount(0)
  await expect.poll(() => page.evaluate(() => localStorage.getItem('vinoteca.cart-queue.v1'))).toBeNull()
  await expect(line.locator('.qty__value')).toHaveText('4')
  await expect(await serverQuantity(page)).toHaveText('4')
})

test('reloading the cart offline shows the quantities set, and buying waits for the connection', async ({
  page,
  context,
}) => {
  await cartWithOneUnit(page)
  await context.setOffline(true)
  const plus = firstLine(page).getByRole('button', { name: 'Agregar una unidad' })
  await plus.click()
  await expect(firstLine(page).locator('.qty__value')).toHaveText('2')
  await plus.click()
  await expect(firstLine(page).locator('.qty__value')).toHaveText('3')

  // The service worker answers with the copy saved before the changes (one unit); the page shows three.
  await page.reload()
  await hydrated(page)
  await expect(firstLine(page).locator('.qty__value')).toHaveText('3')
  await expect(page.getByRole('status').filter({ hasText: WAITING })).toBeVisible()
  const next = page.getByRole('button', { name: 'Continuar', exact: true })
  await expect(next).toBeDisabled()
  await expect(next).toHaveAccessibleDescription('Para continuar con la compra necesitas conexión.')
  await expect(page.getByText('Para continuar con la compra necesitas conexión.')).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('cart-offline-phone.png'), fullPage: true })

  await context.setOffline(false)
  await expect(page.getByRole('link', { name: 'Continuar', exact: true })).toBeVisible()
  await expect.poll(() => page.evaluate(() => localStorage.getItem('vinoteca.cart-queue.v1'))).toBeNull()
  await expect(await serverQuantity(page)).toHaveText('3')
})
