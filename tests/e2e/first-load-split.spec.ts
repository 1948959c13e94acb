import { createHash } from 'node:crypto'
import { readFileSync, readdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { JOURNEY_WINES, footerHydrated, hydrated, wineCard } from './journeys'

// What decision 019 keeps out of the first load still works (docs/decisions/019-what-loads-first.md): the phone
// menu's drawer loads when the hamburger is touched, the messages of each group of pages (lists, product pages, cart,
// rarely visited pages, checkout, account, contact, tracking, …) come with the pages that show them, and the
// on-demand parts' (cart drawer, search popup, phone menu…) with their code.

/** The id the built code asks a catalogue for (Lingui's: the message and its context, hashed). */
const messageId = (message: string, context = '') =>
  createHash('sha256').update(`${message}\u001F${context}`).digest('base64url').slice(0, 6)
/** Every catalogue's messages, in Spanish and English, by the id the browser's code asks for. */
const catalogues = readdirSync(resolve(import.meta.dirname, '../../locales/en')).map((file) => {
  const read = (locale: string) => readFileSync(resolve(import.meta.dirname, `../../locales/${locale}/${file}`), 'utf8')
  const unquote = (lines: string) =>
    [...lines.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]!.replace(/\\"/g, '"').replace(/\\\\/g, '\\')).join('')
  const entries = (text: string) =>
    [...text.matchAll(/^(?:msgctxt ((?:".*"\n?)+))?msgid ((?:".*"\n?)+)msgstr ((?:".*"\n?)+)/gm)]
      .map((m) => ({ context: m[1] ? unquote(m[1]) : undefined, id: unquote(m[2]!), text: unquote(m[3]!) }))
      .filter((e) => e.id !== '')
  const en = new Map(entries(read('en')).map((e) => [`${e.context ?? ''}\u0004${e.id}`, e.text]))
  return entries(read('es')).map((e) => ({
    key: messageId(e.id, e.context),
    es: e.text,
    en: en.get(`${e.context ?? ''}\u0004${e.id}`) ?? '',
  }))
})
const messages = catalogues.flat()
const english = messages.map((m) => m.en).join('\n')
/** Spanish the English pages must never show: whole sentences of the interface, not a word a name could hold. */
const spanishOnly = [
  ...new Set(
    messages
      .filter((m) => m.es !== m.en && m.es.length >= 16 && !/[{<]/.test(m.es) && !english.includes(m.es))
      .map((m) => m.es),
  ),
]
const ids = [...new Set(messages.map((m) => m.key))]

/** What of the page's text is not English: a message left in Spanish, or a message's id (its catalogue missing). */
async function untranslated(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText()
  const words = new Set(text.split(/[\s()[\].,:;!?¿¡"“”]+/))
  return [...spanishOnly.filter((phrase) => text.includes(phrase)), ...ids.filter((id) => words.has(id))]
}

async function acceptAge(page: Page) {
  await page.context().addCookies([{ name: 'isAcceptedAged', value: 'ok', domain: 'localhost', path: '/' }])
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the menu opens with its shortcuts and closes with Escape, focus back on the hamburger', async ({ page }) => {
    await acceptAge(page)
    await page.goto('/')
    await hydrated(page)
    // Closed, the drawer is not in the page at all: its code loads when the hamburger is touched.
    await expect(page.locator('#mobile-menu')).toHaveCount(0)
    const hamburger = page.getByRole('button', { name: 'Abrir menú' })
    await hamburger.click()
    const menu = page.getByRole('dialog', { name: 'Menú' })
    await expect(menu.getByRole('navigation', { name: 'Accesos directos' }).getByRole('link')).toHaveCount(4)
    await expect(menu.getByRole('link', { name: 'Inicio' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeFocused()
  })
})

test.describe('in English', () => {
  test.beforeEach(async ({ page }) => {
    await acceptAge(page)
    await page.context().addCookies([{ name: 'locale', value: 'en', domain: 'localhost', path: '/' }])
  })

  test('a page of an area speaks English on a first load', async ({ page }) => {
    await page.goto('/seguimiento')
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Order tracking' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Find order' })).toBeVisible()
  })

  test('a checkout page speaks English on a first load', async ({ page }) => {
    await page.goto('/informacion-personal')
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 2, name: 'Buy as a guest' })).toBeVisible()
  })

  test('a page of an area reached from the storefront speaks English', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
    await page.getByRole('banner').getByRole('link', { name: 'Order tracking' }).click()
    await expect(page).toHaveURL(/\/seguimiento$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Order tracking' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Find order' })).toBeVisible()
    // A client-side navigation (the catalogue came with the route, not with a new document).
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
  })
})

test.describe('in English, across the areas', () => {
  test.beforeEach(async ({ page }) => {
    await acceptAge(page)
    await page.context().addCookies([{ name: 'locale', value: 'en', domain: 'localhost', path: '/' }])
  })

  test('every group of pages speaks English on a first load and after navigations, with its parts', async ({
    page,
  }) => {
    test.setTimeout(180_000)
    expect(spanishOnly.length).toBeGreaterThan(300)
    let current = ''
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(`${current} pageerror: ${error.message}`))
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${current} console: ${message.text()}`)
    })
    const expectEnglish = async (where: string) => {
      current = where
      await expect(page.locator('main h1').first()).toBeVisible()
      expect(await untranslated(page), where).toEqual([])
    }
    const product = `/vinos/${JOURNEY_WINES[0]}`
    const firstLoads = ['/', '/vinos', product, '/productos', '/vinos/busqueda?q=carmenere', '/acerca-de', '/favoritos']
    for (const path of [...firstLoads, '/politicas-de-despacho', '/vino-bar', '/carrito', '/mantenimiento']) {
      current = path
      await page.goto(path)
      // The maintenance page has no shell to mark its hydration: its scripts are in once the network is quiet.
      if (path === '/mantenimiento') await page.waitForLoadState('networkidle')
      else await hydrated(page)
      await expectEnglish(`first load of ${path}`)
    }

    // Home → a list → a product → the cart drawer → the cart → the checkout → back, without a new document.
    await page.goto('/')
    await hydrated(page)
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
    // "The shop" is the footer's column of links.
    await footerHydrated(page)
    await page.getByRole('navigation', { name: 'The shop' }).getByRole('link', { name: 'Wines', exact: true }).click()
    await expect(page).toHaveURL(/\/vinos$/)
    await expectEnglish('/vinos after home')
    await wineCard(page, JOURNEY_WINES[0]!).getByRole('heading').getByRole('link').click()
    await expect(page).toHaveURL(new RegExp(`${product}$`))
    await expectEnglish('a product after /vinos')
    await page.getByRole('main').getByRole('button', { name: 'Add to cart' }).first().click()
    const drawer = page.getByRole('dialog', { name: 'Product added to your cart' })
    await expect(drawer).toBeVisible()
    await expectEnglish('the cart drawer')
    await drawer.getByRole('link', { name: 'View cart' }).click()
    await expect(page).toHaveURL(/\/carrito$/)
    await expectEnglish('/carrito after the drawer')
    await page.getByRole('main').getByRole('link', { name: 'Continue' }).first().click()
    await expect(page).toHaveURL(/\/informacion-personal$/)
    await expectEnglish('the checkout after /carrito')
    for (const back of [/\/carrito$/, new RegExp(`${product}$`), /\/vinos$/, /\/$/]) {
      await page.goBack()
      await expect(page).toHaveURL(back)
      await expectEnglish(`back to ${back}`)
    }
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)

    // The search popup, another on-demand part, from a page of the rarely visited ones.
    await page.goto('/acerca-de')
    await hydrated(page)
    await page.getByRole('button', { name: 'Search wines, spirits, gifts…' }).first().click()
    await expect(page.getByRole('dialog').getByRole('combobox')).toBeVisible()
    current = 'the search popup'
    expect(await untranslated(page), current).toEqual([])
    expect(errors).toEqual([])
  })
})

test('a checkout page preloads its own catalogue with the entry, not after it', async ({ request }) => {
  const html = await (await request.get('/informacion-personal', { headers: { cookie: 'isAcceptedAged=ok' } })).text()
  const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!)
  const bodies = await Promise.all(preloaded.map(async (url) => (await request.get(url)).text()))
  // A message only the checkout's catalogue holds.
  expect(bodies.some((code) => code.includes('Quién recibe'))).toBe(true)
})
