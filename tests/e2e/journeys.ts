import { execFileSync } from 'node:child_process'
import { join, resolve } from 'node:path'
import { expect, type APIRequestContext, type Page } from '@playwright/test'

// Shared steps of the buying journeys (checkout.spec.ts, account.spec.ts). Role-based locators, no fixed waits.

export async function hydrated(page: Page) {
  // Client-side controls only act once React has hydrated the server HTML (the shell marks <html>).
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
}

/**
 * The footer hydrates only when it comes near the screen (src/routes/-shell/footer-on-demand.tsx): a link in it
 * clicked before then loads a new document. Brought into view, it is live once its sign-up's button is (that form
 * hydrates inside it, after it).
 */
export async function footerHydrated(page: Page) {
  const footer = page.getByRole('contentinfo')
  await footer.scrollIntoViewIfNeeded()
  await expect(footer.getByRole('button', { name: /^(Suscribirme|Subscribe)$/ })).toBeEnabled()
}

/** The guest form's code loads on demand and the form hydrates after the shell (personal-step.tsx): its submit and
 * the RUT field's formatting act only then. */
export async function guestFormHydrated(page: Page) {
  await expect(page.locator('main form[data-hydrated="true"]')).toHaveCount(1)
}

/**
 * The seeded wines the journeys buy, by slug: the two newest of the seed, so on the first page of /vinos whatever
 * other specs added, with stock for every journey. No spec sells them out for good (cart-swap.spec.ts counts one to
 * zero and puts the count back), so a journey buys the same wines in any order of the specs.
 */
export const JOURNEY_WINES = [
  'vina-talinay-sur-reserva-pinot-noir-2022',
  'vina-niebla-costera-reserva-gewurztraminer-2023',
]

/** A wine's card on a product list, found by the link to its page. */
export function wineCard(page: Page, slug: string) {
  return page.getByRole('article').filter({ has: page.locator(`a[href="/vinos/${slug}"]`) })
}

export async function addWines(page: Page, count: 1 | 2) {
  await page.goto('/vinos')
  await hydrated(page)
  for (const slug of JOURNEY_WINES.slice(0, count)) {
    await wineCard(page, slug)
      .getByRole('button', { name: /Agregar al carro/ })
      .click()
    const drawer = page.getByRole('dialog', { name: /Producto agregado a tu carrito/ })
    await expect(drawer).toBeVisible()
    await drawer.getByRole('button', { name: 'Cerrar carrito' }).click()
    await expect(drawer).toBeHidden()
  }
}

export async function guestDetails(page: Page, email = 'camila.e2e@example.cl') {
  await page.goto('/informacion-personal')
  await hydrated(page)
  const main = page.locator('main')
  await guestFormHydrated(page)
  await main.getByLabel('Nombre', { exact: true }).fill('Camila')
  await main.getByLabel('Apellido').fill('Rojas')
  await main.getByLabel('RUT').fill('123456785')
  await expect(main.getByLabel('RUT')).toHaveValue('12.345.678-5')
  await main.getByLabel('Correo electrónico').fill(email)
  await main.getByLabel('Teléfono').fill('9 8765 4321')
  await main.getByRole('button', { name: 'Continuar' }).click()
  await expect(page).toHaveURL(/\/informacion-de-envio$/)
}

export async function homeDelivery(page: Page) {
  await hydrated(page)
  await page.getByRole('button', { name: 'Agregar dirección' }).click()
  const modal = page.getByRole('dialog', { name: 'Agregar dirección' })
  await modal.getByLabel('Dirección', { exact: true }).fill('Av. Providencia 1234')
  await modal.getByLabel('Región').selectOption({ label: 'Región Metropolitana de Santiago' })
  await modal.getByLabel('Comuna').selectOption({ label: 'Providencia' })
  await modal.getByRole('button', { name: 'Guardar dirección' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Costo de despacho' })).toContainText('$3.990')
  await page.getByRole('button', { name: 'Continuar al pago' }).click()
  await expect(page).toHaveURL(/\/metodo-de-pago$/)
  await hydrated(page)
}

export async function payInSandbox(page: Page, card: string) {
  await page.getByRole('button', { name: 'Pagar con Webpay' }).click()
  await expect(page).toHaveURL(/\/_sandbox\/webpay\/webpayserver\/initTransaction/)
  await page.getByLabel('Número de tarjeta').fill(card)
  await page.getByRole('button', { name: 'Pagar', exact: true }).click()
}

/**
 * The shop's staff as the back-office API sees them: their bearer headers, and a stock count of a product (a count
 * sets the total on the shelf, refused with 409 unless the stock is still `expected`).
 */
export async function staffApi(request: APIRequestContext) {
  const login = await request.post('/api/login', {
    data: { email: 'equipo@vinotecaandes.cl', password: 'Equipo-Andes-2026' },
  })
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token
  const headers = { authorization: `Bearer ${token}` }
  const countStock = (product: { id: number; sku: string }, quantity: number, expected: number, note: string) =>
    request.post(`/api/admin/products/${product.id}/stock`, {
      headers,
      data: { sku: product.sku, reason: 'count', quantity, expected_stock: expected, note },
    })
  return { headers, countStock }
}

/** Signs in on the sign-in form the page shows (the back-office sends a signed-out visitor there). */
export async function logIn(page: Page, email: string, password: string) {
  await expect(page.getByRole('main').getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled()
  await page.getByRole('main').getByLabel('Correo electrónico').fill(email)
  await page.getByRole('main').getByLabel('Contraseña', { exact: true }).fill(password)
  await page.getByRole('main').getByRole('button', { name: 'Iniciar sesión' }).click()
}

/** A 2×2 PNG: a real image the upload route measures. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
)

/** 'YYYY-MM-DDTHH:mm' in Santiago time, `hours` from now (what a datetime-local field takes). */
export function santiagoIn(hours: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Santiago',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(Date.now() + hours * 3_600_000))
  const get = (type: string) => parts.find((p) => p.type === type)!.value
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`
}

const root = resolve(import.meta.dirname, '../..')

/** SQL on the e2e server's own local database (the state folder scripts/e2e-server.mjs gives it), through wrangler. */
export function e2eSql(command: string) {
  execFileSync(
    process.execPath,
    [
      join(root, 'node_modules', 'wrangler', 'bin', 'wrangler.js'),
      'd1',
      'execute',
      'DB',
      '--command',
      command,
      '--local',
      '--persist-to',
      join(root, '.wrangler/e2e-state'),
    ],
    { cwd: root, env: { ...process.env, CLOUDFLARE_ENV: 'e2e', CI: '1' }, stdio: 'ignore' },
  )
}
