import { expect, test, type Page } from '@playwright/test'
import { santiagoParts } from '~/lib/santiago-time'

// Journeys through the shell every page shares: SSR in Spanish, language switch, mega menu,
// age gate, 404, mobile drill-down menu, newsletter.

const HERO_ES = 'Vinos de los Andes, elegidos copa a copa'
const HERO_EN = 'Wines of the Andes, chosen glass by glass'

async function acceptAge(page: Page) {
  await page.context().addCookies([{ name: 'isAcceptedAged', value: 'ok', domain: 'localhost', path: '/' }])
}

/** Client-side controls only act once React has hydrated the server HTML. */
async function hydrated(page: Page) {
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
}

test('home is rendered on the server in Spanish, with the menu and footer', async ({ request }) => {
  const res = await request.get('/', { headers: { cookie: 'isAcceptedAged=ok' } })
  expect(res.status()).toBe(200)
  // React separates adjacent text nodes with <!-- --> markers in server HTML.
  const html = (await res.text()).replaceAll('<!-- -->', '')
  expect(html).toContain('<html lang="es"')
  expect(html).toContain(HERO_ES)
  expect(html).toContain('Cajas de regalo')
  expect(html).toContain('hola@vinotecaandes.cl')
  // The year of the server's own clock (its Date header), in Santiago: not the test runner's.
  const year = santiagoParts(new Date(res.headers()['date']!)).year
  expect(html).toContain(`© ${year} Vinoteca Andes`)
  // Accepted visitors never get the age gate in the HTML (no flash); its copy only rides along in the layout data.
  expect(html).not.toContain('age-gate__actions')
})

test('the language switch moves the whole page to English and back', async ({ page }) => {
  await acceptAge(page)
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: HERO_ES })).toBeVisible()
  await hydrated(page)

  await page.getByRole('banner').getByRole('button', { name: 'English' }).click()
  await expect(page.getByRole('heading', { level: 1, name: HERO_EN })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Wines' })).toBeVisible()
  const cookie = (await page.context().cookies()).find((c) => c.name === 'locale')
  expect(cookie?.value).toBe('en')
  // docs/product.md, Numbers and limits: 7 days on path /
  expect(cookie?.path).toBe('/')
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(6.9 * 86400)

  await hydrated(page)
  await page.getByRole('banner').getByRole('button', { name: 'Español' }).click()
  await expect(page.getByRole('heading', { level: 1, name: HERO_ES })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
})

test('a mega-menu option navigates to a list URL carrying its filter', async ({ page }) => {
  await acceptAge(page)
  await page.goto('/')
  await hydrated(page)
  const menu = page.getByRole('navigation', { name: 'Menú principal' })
  await menu.getByRole('button', { name: 'Vinos' }).click()
  await menu.getByRole('link', { name: 'Carménère' }).click()
  await expect(page).toHaveURL(/\/vinos\?variedad=carmenere$/)
  // The navigation closes the panel it started from.
  await expect(menu.getByRole('link', { name: 'Carménère' })).toBeHidden()
})

test('the mega menu works from the keyboard', async ({ page }) => {
  await acceptAge(page)
  await page.goto('/')
  await hydrated(page)
  const menu = page.getByRole('navigation', { name: 'Menú principal' })
  const trigger = menu.getByRole('button', { name: 'Gourmet' })
  await trigger.focus()
  await page.keyboard.press('ArrowDown')
  await expect(trigger).toHaveAttribute('aria-expanded', 'true')
  const option = menu.getByRole('link', { name: 'Azules: Roquefort' })
  await expect(option).toBeVisible()
  await expect(option).toHaveAttribute('href', '/gourmet?tipo_queso=azul')
  await page.keyboard.press('Escape')
  await expect(trigger).toHaveAttribute('aria-expanded', 'false')
  await expect(trigger).toBeFocused()
})

test('the age gate blocks until Yes and stays accepted after a reload', async ({ page, request }) => {
  const html = await (await request.get('/')).text()
  expect(html).toContain('age-gate__actions')

  await page.goto('/')
  const gate = page.getByRole('dialog', { name: '¿ERES MAYOR DE EDAD?' })
  await expect(gate).toBeVisible()
  await expect(gate.getByText('Bienvenido a')).toBeVisible()
  await hydrated(page)
  // Not dismissable (its No is tested in small-truths.spec.ts: it says why and leads away).
  await page.keyboard.press('Escape')
  await expect(gate).toBeVisible()

  await gate.getByRole('button', { name: 'Sí, soy mayor de edad' }).click()
  await expect(gate).toBeHidden()
  expect(await page.evaluate(() => localStorage.getItem('isAcceptedAged'))).toBe('ok')

  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: HERO_ES })).toBeVisible()
  await expect(page.getByRole('dialog', { name: '¿ERES MAYOR DE EDAD?' })).toHaveCount(0)
})

test('an unknown route answers 404 with the not-found page', async ({ page }) => {
  await acceptAge(page)
  const response = await page.goto('/esta-pagina-no-existe')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Esta botella no está en la cava' })).toBeVisible()
  await hydrated(page)
  await page.getByRole('link', { name: 'Volver al inicio' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1, name: HERO_ES })).toBeVisible()
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the drill-down menu opens a level, goes back, and locks page scroll', async ({ page }) => {
    await acceptAge(page)
    await page.goto('/')
    await hydrated(page)
    await page.getByRole('button', { name: 'Abrir menú' }).click()
    const menu = page.getByRole('dialog', { name: 'Menú' })
    await expect(menu).toBeVisible()
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden')

    await menu.getByRole('button', { name: 'Vinos' }).click()
    await expect(menu.getByRole('link', { name: 'Carménère' })).toBeVisible()
    await menu.getByRole('button', { name: 'Volver' }).click()
    await expect(menu.getByRole('button', { name: 'Destilados' })).toBeVisible()

    await menu.getByRole('button', { name: 'Gourmet' }).click()
    await menu.getByRole('link', { name: 'Pasta blanda: Brie, Camembert' }).click()
    await expect(page).toHaveURL(/\/gourmet\?tipo_queso=pasta-blanda$/)
    await expect(menu).toBeHidden()
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden')
  })

  test('the bottom bar links home', async ({ page }) => {
    await acceptAge(page)
    await page.goto('/vino-bar')
    await hydrated(page)
    await page.getByRole('navigation', { name: 'Accesos rápidos' }).getByRole('link', { name: 'Inicio' }).click()
    await expect(page.getByRole('heading', { level: 1, name: HERO_ES })).toBeVisible()
  })
})

test('newsletter: a bad e-mail shows the spec message, a good one the success dialog', async ({ page }) => {
  await acceptAge(page)
  await page.goto('/')
  await hydrated(page)
  const footer = page.getByRole('contentinfo')
  const email = footer.getByRole('textbox', { name: 'Correo electrónico' })
  await email.fill('no-es-un-correo')
  await footer.getByRole('button', { name: 'Suscribirme' }).click()
  await expect(footer.getByText('Este campo debe ser un correo electrónico válido')).toBeVisible()
  await expect(email).toHaveAttribute('aria-invalid', 'true')

  await email.fill(`club-${Date.now()}@vinotecaandes.cl`)
  await footer.getByRole('button', { name: 'Suscribirme' }).click()
  const dialog = page.getByRole('dialog', { name: '¡Gracias por suscribirte!' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Cerrar' }).click()
  await expect(dialog).toBeHidden()
  await expect(email).toHaveValue('')
})

test('policy pages are reachable under /acerca-de and as top-level aliases', async ({ page }) => {
  await acceptAge(page)
  for (const path of ['/acerca-de/politicas-de-despacho', '/politicas-de-despacho']) {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Políticas de despacho' })).toBeVisible()
  }
  await page.goto('/acerca-de')
  await expect(page.getByRole('heading', { level: 1, name: 'Acerca de nosotros' })).toBeVisible()
})

test('every link of the shell (header, mega menu, footer, helpers) and of the section pages leads to a page', async ({
  request,
}) => {
  // Two levels from the home: the shell's own links, then the links of each section page it reaches.
  const headers = { cookie: 'isAcceptedAged=ok' }
  const linksOf = async (path: string) => {
    const html = await (await request.get(path, { headers })).text()
    return [...html.matchAll(/href="(\/[^"#]*)"/g)]
      .map((m) => m[1]!.replace(/&amp;/g, '&'))
      .filter((href) => !/^\/(assets|img|descargas|_)/.test(href))
  }
  const shell = [...new Set(await linksOf('/'))]
  const sections = ['/blog', '/eventos', '/productos', '/contacto', '/vino-bar', '/sommelier-virtual']
  const nested = (await Promise.all(sections.map(linksOf))).flat()
  const byPath = new Map<string, string>()
  for (const href of [...shell, ...sections, ...nested]) {
    const path = href.split('?')[0]!
    if (!byPath.has(path)) byPath.set(path, href)
  }
  expect(byPath.size).toBeGreaterThan(40)
  const broken: string[] = []
  for (const href of byPath.values()) {
    const res = await request.get(href, { headers, maxRedirects: 5 })
    if (res.status() >= 400) broken.push(`${res.status()} ${href}`)
  }
  expect(broken).toEqual([])
})
