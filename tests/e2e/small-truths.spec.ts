import { expect, test, type Page } from '@playwright/test'
import { hydrated, visitAs, type Lang } from './main-pages'

// What the shop says about itself must be true: the age gate's No, the stock line of a product page. Each journey
// also leaves screenshots (phone 390 px and laptop 1366 px, both languages) in the test's output folder.

const PRODUCT = '/vinos/vina-apalta-norte-gran-reserva-carmenere-2021'
const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'laptop', viewport: { width: 1366, height: 900 } },
] as const

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) })
}

for (const lang of ['es', 'en'] as const satisfies Lang[]) {
  const words = {
    es: {
      gate: '¿ERES MAYOR DE EDAD?',
      why: /Debes ser mayor de 18 años para entrar/,
      exit: 'Salir del sitio',
      yes: 'Sí, soy mayor de edad',
    },
    en: { gate: /ARE YOU OF LEGAL/i, why: /You must be 18 or over to enter/, exit: 'Leave the site', yes: /Yes/ },
  }[lang]

  test(`the age gate's No says why and leads away (${lang})`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'locale', value: lang, url: baseURL! }])
    for (const size of SIZES) {
      await page.setViewportSize(size.viewport)
      await page.goto('/')
      const gate = page.getByRole('dialog')
      await expect(gate).toBeVisible()
      await hydrated(page)
      await shoot(page, `age-gate-${lang}-${size.name}`)
      await gate.getByRole('button', { name: 'No', exact: true }).click()
      await expect(gate.getByRole('alert')).toHaveText(words.why)
      const exit = gate.getByRole('link', { name: words.exit })
      await expect(exit).toHaveAttribute('href', /^https:\/\/www\.google\.cl\/?$/)
      await expect(exit).toBeFocused()
      await expect(gate.getByRole('button', { name: words.yes })).toHaveCount(0)
      await shoot(page, `age-gate-no-${lang}-${size.name}`)
      // Nothing was stored: the next visit asks again.
      expect(await page.evaluate(() => localStorage.getItem('isAcceptedAged'))).toBeNull()
      expect((await context.cookies()).some((c) => c.name === 'isAcceptedAged')).toBe(false)
    }
  })

  test(`a product page says how much of it there is (${lang})`, async ({ page, context, baseURL, request }) => {
    await visitAs(context, baseURL!, lang)
    // The seeded wine of the other journeys (sold out in this database) and the first wine in stock.
    const listed = await request.get('/api/wines?disponible=1&per_page=1')
    const inStock = ((await listed.json()) as { data: { slug: string }[] }).data[0]!.slug
    const pages: [string, string][] = [
      [PRODUCT.split('/').pop()!, PRODUCT],
      [inStock, `/vinos/${inStock}`],
    ]
    for (const [slug, path] of pages) {
      const res = await request.get(`/api/wines/${slug}`)
      expect(res.status()).toBe(200)
      const { stock } = ((await res.json()) as { data: { stock: number } }).data
      // Sold out is said by the buy button ("Sin stock"), the stock line says the rest.
      const expected =
        stock <= 0
          ? { es: 'Sin stock', en: 'Out of stock' }[lang]
          : stock <= 5
            ? { es: stock === 1 ? 'Queda 1' : `Quedan ${stock}`, en: `Only ${stock} left` }[lang]
            : { es: 'Disponible', en: 'Available' }[lang]
      for (const size of SIZES) {
        await page.setViewportSize(size.viewport)
        await page.goto(path)
        await hydrated(page)
        const said = page.locator('main .product__summary').locator('.product__stock, .no-stock')
        await expect(said).toHaveCount(1)
        await expect(said).toHaveText(expected)
        await shoot(page, `product-${slug === inStock ? 'in-stock' : 'sold-out'}-${lang}-${size.name}`)
      }
    }
  })

  test(`the events page at both widths (${lang})`, async ({ page, context, baseURL }) => {
    await visitAs(context, baseURL!, lang)
    for (const size of SIZES) {
      await page.setViewportSize(size.viewport)
      await page.goto('/eventos')
      await hydrated(page)
      await expect(page.locator('main .event-card__when time').first()).toBeVisible()
      // The dates are in the text shade of the gold (AA on the card), not the accent gold.
      await expect(page.locator('main .event-card__when').first()).toHaveCSS('color', 'rgb(133, 96, 31)')
      await shoot(page, `eventos-${lang}-${size.name}`)
    }
  })
}

// A server function's input that its schema refuses (here: the footer's newsletter call, its e-mail made longer than
// the function takes on the way) is answered with the shop's fixed message in the page's language, never the
// validator's issue list and never Spanish on an English page.
for (const [lang, message, other] of [
  ['en', 'Please check that the information entered is correct', 'Verifica que la información'],
  ['es', 'Verifica que la información ingresada sea correcta', 'Please check'],
] as const) {
  test(`a refused server-function input answers in the page's language (${lang})`, async ({
    page,
    context,
    baseURL,
  }) => {
    await visitAs(context, baseURL!, lang)
    await page.goto('/')
    await hydrated(page)
    const typed = `club-${Date.now()}@vinotecaandes.cl`
    await page.route('**/_serverFn/**', async (route) => {
      const body = route.request().postData() ?? ''
      if (!body.includes(typed)) return route.continue()
      await route.continue({ postData: body.replace(typed, `${'a'.repeat(400)}@vinotecaandes.cl`) })
    })
    const footer = page.getByRole('contentinfo')
    await footer.getByRole('textbox').first().fill(typed)
    const answered = page.waitForResponse((r) => r.url().includes('/_serverFn/') && r.request().method() === 'POST')
    await footer.getByRole('button', { name: lang === 'en' ? 'Subscribe' : 'Suscribirme' }).click()
    const text = await (await answered).text()
    expect(text).toContain(message)
    expect(text).not.toContain(other)
    expect(text).not.toMatch(/"expected"|"received"|maxLength/)
  })
}
