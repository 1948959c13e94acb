import { expect, test, type Page } from '@playwright/test'

// A tap made while the page is still hydrating takes effect (docs/decisions/025-react-in-the-browser.md): React takes
// the document as soon as the entry runs, and a tap on a part not hydrated yet makes React hydrate that part on the
// spot and then handle the tap. With the CPU 4× slowed, like a mid-range phone, each control is tapped right after
// the HTML has been parsed, without waiting for hydration.

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'isAcceptedAged', value: 'ok', url: baseURL! }])
})

async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
}

test('“Agregar al carro” tapped early opens the drawer with the line', async ({ page, request }) => {
  const wines = (await (await request.get('/api/wines?per_page=24')).json()) as {
    data: { slug: string; stock: number }[]
  }
  const wine = wines.data.find((w) => w.stock > 5)!
  await slowCpu(page)
  await page.goto(`/vinos/${wine.slug}`, { waitUntil: 'domcontentloaded' })
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()
  await page.getByRole('main').getByRole('button', { name: 'Agregar al carro' }).first().click()
  const drawer = page.getByRole('dialog', { name: /Producto agregado a tu carrito/ })
  await expect(drawer).toBeVisible({ timeout: 20_000 })
  await expect(drawer).toContainText(name.replace(/ \d{4}$/, ''))
})

test('the header’s search button tapped early opens the search dialog', async ({ page }) => {
  await slowCpu(page)
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  await page.getByRole('banner').getByRole('button', { name: 'Buscar vinos, destilados, regalos…' }).click()
  await expect(page.getByRole('dialog', { name: '¿Qué estás buscando?' })).toBeVisible({ timeout: 20_000 })
})

test('a list filter ticked early filters the URL and the list', async ({ page }) => {
  await slowCpu(page)
  await page.goto('/vinos', { waitUntil: 'domcontentloaded' })
  const count = page.getByRole('status').filter({ hasText: 'resultados' })
  const all = (await count.textContent())!
  const tinto = page.getByRole('complementary', { name: 'Filtros' }).getByRole('checkbox', { name: /^Tinto\b/ })
  await tinto.click()
  await expect(page).toHaveURL(/[?&]tipo=tinto/, { timeout: 20_000 })
  await expect(count).not.toHaveText(all, { timeout: 20_000 })
  await expect(tinto).toBeChecked()
})
