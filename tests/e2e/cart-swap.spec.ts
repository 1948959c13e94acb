import { expect, test } from '@playwright/test'
import { addWines, hydrated, staffApi } from './journeys'

// A wine in the cart sells out (here: the staff count 0 on the shelf through the back-office API); the cart says so
// and offers in-stock alternatives, and one click swaps the line.

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'isAcceptedAged', value: 'ok', url: baseURL! }])
})

test('a line that ran out offers alternatives and swaps in one click', async ({ page, request }) => {
  await addWines(page, 1)
  await page.goto('/carrito')
  await hydrated(page)
  const lines = page.getByRole('list', { name: 'Productos en tu carrito' }).getByRole('listitem')
  await expect(lines).toHaveCount(1)
  const name = (await lines.first().locator('.cart-line__name').textContent())!.trim()

  const { headers, countStock } = await staffApi(request)
  const found = (await (await request.get(`/api/admin/stock?q=${encodeURIComponent(name)}`, { headers })).json()) as {
    data: { product_id: number; sku: string; stock: number; name: string }[]
  }
  const item = found.data.find((i) => i.name === name)!
  const product = { id: item.product_id, sku: item.sku }
  const counted = await countStock(product, 0, item.stock, 'e2e')
  expect(counted.status()).toBe(200)
  // The other journeys buy this wine (JOURNEY_WINES): it goes back on the shelf whatever happens here.
  const restore = () => countStock(product, item.stock, 0, 'e2e restore')
  try {
    await swapsTheLine()
  } finally {
    expect((await restore()).status()).toBe(200)
  }

  async function swapsTheLine() {
    await page.reload()
    await hydrated(page)
    const group = page.getByRole('group', { name: `Alternativas para ${name}` })
    await expect(group.getByText('Este producto se agotó.')).toBeVisible()
    const swap = group.getByRole('button', { name: new RegExp(`^Cambiar ${name} por `) }).first()
    await expect(swap).toBeVisible()
    const label = (await swap.getAttribute('aria-label'))!
    const replacement = label.slice(`Cambiar ${name} por `.length)
    // Offline, a swap cannot reach the server: the button waits, and says why.
    await page.context().setOffline(true)
    await expect(swap).toBeDisabled()
    await expect(group.getByText('Para cambiarlo necesitas conexión.')).toBeVisible()
    await page.context().setOffline(false)
    await expect(swap).toBeEnabled()
    await page.setViewportSize({ width: 390, height: 844 })
    await page.screenshot({ path: test.info().outputPath('swap-phone.png'), fullPage: true })
    await swap.click()
    await expect(lines).toHaveCount(1)
    await expect(lines.first().locator('.cart-line__name')).toHaveText(replacement)
    await expect(page.getByRole('group', { name: /Alternativas para/ })).toHaveCount(0)
  }
})
