import { expect, test, type Page } from '@playwright/test'
import { hydrated } from './journeys'

// Favourites and sold-out products on a phone: save a wine as a guest, find it in /favoritos after signing in;
// a sold-out wine offers in-stock alternatives and a back-in-stock alert.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

const PASSWORD = 'uva-carmenere-2026'

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'isAcceptedAged', value: 'ok', url: baseURL! }])
})

async function registerViaApi(page: Page) {
  const email = `favoritos.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.cl`
  const res = await page.request.post('/api/register', {
    data: {
      first_name: 'Josefa',
      last_name: 'Soto',
      email,
      rut: '11.111.111-1',
      phone: '+56 9 1111 2222',
      password: PASSWORD,
      password_confirmation: PASSWORD,
    },
  })
  expect(res.status()).toBe(201)
  return email
}

test('a guest saves a wine and finds it in /favoritos after signing in', async ({ page }) => {
  const email = await registerViaApi(page)
  await page.goto('/vinos')
  await hydrated(page)
  const firstCard = page.getByRole('list', { name: 'Productos' }).getByRole('article').first()
  const name = (await firstCard.getByRole('heading', { level: 3 }).textContent())!.trim().replace(/ \d{4}$/, '')
  const heart = firstCard.getByRole('button', { name: /en favoritos$/ })
  await heart.click()
  const saved = firstCard.getByRole('button', { name: /de favoritos$/ })
  await expect(saved).toHaveAttribute('aria-pressed', 'true')
  // The heart shows saved at once and stays disabled until the API has kept it (a guest's list cookie comes with
  // that answer): leaving the page before then would race the save.
  await expect(saved).toBeEnabled()

  // The server's own HTML holds the list, not a "loading" line: the page's part hydrates after the root, whose hearts
  // may have fetched the list by then, and a part whose first render differs from the server's is thrown away
  // (React's #418).
  const served = await (await page.request.get('/favoritos')).text()
  expect(served).toContain(name)
  expect(served).not.toContain('Cargando tus favoritos')

  await page.goto('/favoritos')
  await expect(page.getByRole('heading', { level: 1, name: 'Favoritos' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(name) })).toBeVisible()

  await page.goto('/iniciar-sesion?redirect=/favoritos')
  const main = page.getByRole('main')
  await expect(main.getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled()
  await main.getByLabel('Correo electrónico').fill(email)
  await main.getByLabel('Contraseña', { exact: true }).fill(PASSWORD)
  await main.getByRole('button', { name: 'Iniciar sesión' }).click()
  await expect(page).toHaveURL(/\/favoritos$/)
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(name) })).toBeVisible()
  await expect(page.getByRole('button', { name: /Agregar todo al carro \(1\)/ })).toBeEnabled()
  await page.screenshot({ path: 'test-results/favoritos-phone.png' })

  // The account's list, not the browser: a fresh browser context signed in sees it too (checked through the API).
  const cookies = await page.context().cookies()
  expect(cookies.find((c) => c.name === 'wishlistId')).toBeUndefined()
})

test('a sold-out wine offers alternatives and a back-in-stock alert', async ({ page }) => {
  await page.goto('/vinos/vina-apalta-norte-gran-reserva-carmenere-2021')
  await hydrated(page)
  const alternatives = page.getByRole('region', { name: 'Alternativas disponibles' })
  await expect(alternatives.getByRole('article').first()).toBeVisible()
  await expect(alternatives.getByText(/^Misma cepa/).first()).toBeVisible()

  await page.getByRole('button', { name: 'Avísame cuando vuelva' }).click()
  const emailField = page.getByLabel('Tu correo')
  await expect(emailField).toBeFocused()
  await emailField.fill('x@')
  await page.getByRole('button', { name: 'Avísame cuando vuelva' }).click()
  await expect(page.getByText('Este campo debe ser un correo electrónico', { exact: false })).toBeVisible()
  await emailField.fill('aviso.e2e@example.cl')
  await page.getByRole('button', { name: 'Avísame cuando vuelva' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'te avisaremos por correo' })).toBeVisible()
  await page.screenshot({ path: 'test-results/sold-out-phone.png', fullPage: true })
})

test('the cart shows the delivery date and how much is left for free shipping', async ({ page }) => {
  await page.goto('/vinos?disponible=1&orden=price_asc')
  await hydrated(page)
  await page
    .getByRole('button', { name: /Agregar al carro/ })
    .first()
    .click()
  const drawer = page.getByRole('dialog', { name: /Producto agregado a tu carrito/ })
  await expect(drawer.getByRole('status').filter({ hasText: /para despacho gratis en Santiago/ })).toBeVisible()
  await page.goto('/carrito')
  await hydrated(page)
  await expect(page.getByText(/^Llega (hoy|el \p{L}+ \d{1,2} de \p{L}+) a Santiago$/u)).toBeVisible()
  await expect(
    page.getByRole('status').filter({ hasText: /Te faltan \$[\d.]+ para despacho gratis en Santiago/ }),
  ).toBeVisible()
  await page.screenshot({ path: 'test-results/cart-phone.png', fullPage: true })
})
