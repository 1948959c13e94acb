import { expect, test, type Locator, type Page } from '@playwright/test'
import { guestDetails, homeDelivery, hydrated, e2eSql } from './journeys'

// One price truth: a product's photo badge says the discount its price line says (the Salame Milano's stored label
// said -20% beside $1.990 instead of $2.990), and the free-shipping rule is said where the shopper sees it, in the
// words of how it is applied: on the products after offers and coupon, so a subtotal above the threshold can still
// pay shipping, and the payment step says why.

const pesos = (text: string) => Number(text.replace(/\D/g, ''))

/** The badge on a Salame Milano card or page, and the discount its price line gives. */
async function badgeAndPrice(scope: Locator) {
  const badge = (await scope.locator('.badge--label').first().textContent())!.trim()
  const now = pesos((await scope.locator('.price__current').first().textContent())!)
  const old = pesos((await scope.locator('.price__old').first().textContent())!)
  return { badge, fromPrice: `-${Math.round(((old - now) / old) * 100)}%` }
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/${name}.png`, fullPage: false })
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'isAcceptedAged', value: 'ok', url: baseURL! }])
})

test('the Salame Milano badge and its price line agree on a listing and its page', async ({ page }) => {
  for (const [width, label] of [
    [390, 'phone'],
    [1366, 'laptop'],
  ] as const) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/vinos/busqueda?q=salame%20milano')
    const card = page.getByRole('article', { name: 'Salame Milano' }).first()
    await expect(card).toBeVisible()
    const listed = await badgeAndPrice(card)
    expect(listed.badge).toBe(listed.fromPrice)
    expect(listed.badge).toBe('-33%')
    await card.scrollIntoViewIfNeeded()
    await shot(page, `price-truth-listing-${label}`)

    await page.goto('/productos/salame-milano?t=g')
    const main = page.locator('main')
    const onPage = await badgeAndPrice(main)
    expect(onPage.badge).toBe(onPage.fromPrice)
    await expect(main.locator('.price__pct').first()).toHaveText(onPage.badge)
    await shot(page, `price-truth-product-${label}`)
  }
})

test('the Salame Milano badge and its price line agree in the home page offers carousel', async ({ page }) => {
  for (const [width, label] of [
    [390, 'phone'],
    [1366, 'laptop'],
  ] as const) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/')
    await hydrated(page)
    // The rails load when they come near the screen.
    const rail = page.getByRole('region', { name: 'Ofertas de la semana' })
    await rail.scrollIntoViewIfNeeded()
    const card = rail.getByRole('article', { name: 'Salame Milano' }).first()
    await expect(card).toBeAttached()
    const carousel = await badgeAndPrice(card)
    expect(carousel.badge).toBe(carousel.fromPrice)
    expect(carousel.badge).toBe('-33%')
    await card.scrollIntoViewIfNeeded()
    await shot(page, `price-truth-home-rail-${label}`)
  }
})

test('a cart just under the threshold after offers says the rule, and the payment step explains its shipping', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000)
  // Two bottles at $29.990 instead of $34.990: a subtotal of $69.980, $59.980 after the offer, $20 short.
  e2eSql(
    `UPDATE products SET price = 29990, reference_price = 34990, stock = 10
     WHERE slug = 'weingut-schieferberg-riesling-kabinett-2021'`,
  )
  await page.setViewportSize({ width: 390, height: 900 })
  await page.goto('/vinos/weingut-schieferberg-riesling-kabinett-2021')
  await hydrated(page)
  for (let i = 0; i < 2; i++) {
    await page
      .locator('main')
      .getByRole('button', { name: /Agregar al carro/ })
      .first()
      .click()
    const drawer = page.getByRole('dialog', { name: /Producto agregado a tu carrito/ })
    await expect(drawer).toBeVisible()
    if (i === 1) {
      await expect(drawer).toContainText('Te faltan $20 para despacho gratis en Santiago')
      await expect(drawer).toContainText(
        'Despacho gratis en Santiago desde $60.000 en productos, después de ofertas y cupones.',
      )
      await shot(page, 'free-shipping-drawer-phone')
    }
    await drawer.getByRole('button', { name: 'Cerrar carrito' }).click()
    await expect(drawer).toBeHidden()
  }

  for (const [width, label] of [
    [390, 'phone'],
    [1366, 'laptop'],
  ] as const) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/carrito')
    const summary = page.locator('.checkout-summary')
    await expect(summary).toContainText('Subtotal$69.980')
    await expect(summary).toContainText('Te faltan $20 para despacho gratis en Santiago')
    await expect(summary).toContainText(
      'Despacho gratis en Santiago desde $60.000 en productos, después de ofertas y cupones.',
    )
    await shot(page, `free-shipping-cart-${label}`)
  }

  await guestDetails(page, 'umbral.despacho@example.cl')
  await homeDelivery(page)
  const summary = page.locator('.checkout-summary')
  await expect(summary).toContainText('Subtotal$69.980')
  await expect(summary).toContainText('Despacho$3.990')
  await expect(summary).toContainText(
    'Tus productos suman $59.980 después de ofertas y cupones; el despacho gratis en Santiago parte en $60.000 en productos, por eso el despacho cuesta $3.990.',
  )
  await expect(summary).toContainText('Total$63.970')
  await shot(page, 'free-shipping-payment-phone')
  await page.setViewportSize({ width: 1366, height: 900 })
  await summary.scrollIntoViewIfNeeded()
  await shot(page, 'free-shipping-payment-laptop')

  // The same words in English.
  await context.addCookies([{ name: 'locale', value: 'en', url: baseURL! }])
  await page.goto('/carrito')
  await expect(page.locator('.checkout-summary')).toContainText(
    'Free delivery in Santiago from $60,000 CLP of products, after offers and coupons.',
  )
  await page.goto('/metodo-de-pago')
  await hydrated(page)
  await expect(page.locator('.checkout-summary')).toContainText(
    'Your products add up to $59,980 CLP after offers and coupons; free delivery in Santiago starts at $60,000 CLP of products, so delivery costs $3,990 CLP.',
  )
  await shot(page, 'free-shipping-payment-laptop-en')
  await page.goto('/productos/salame-milano?t=g')
  const main = page.locator('main')
  const english = await badgeAndPrice(main)
  expect(english.badge).toBe(english.fromPrice)
  await page.setViewportSize({ width: 390, height: 900 })
  await shot(page, 'price-truth-product-phone-en')
})
