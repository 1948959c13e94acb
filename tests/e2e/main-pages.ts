import { expect, type BrowserContext, type Page } from '@playwright/test'
import { JOURNEY_WINES, hydrated, wineCard } from './journeys'

// The twenty pages a shopper meets most, in both languages: the console test and the accessibility test walk them.
// The checkout step needs a line in the cart, so `withCartLine` comes first.
export const MAIN_PAGES = [
  '/',
  '/vinos',
  '/vinos/vina-apalta-norte-gran-reserva-carmenere-2021',
  '/carrito',
  '/informacion-personal',
  '/vinos/busqueda?q=carmenere',
  '/eventos',
  '/eventos/cata-vertical-carmenere-peumo',
  '/reserva-mesa',
  '/blog',
  '/blog/carmenere-la-cepa-perdida',
  '/seguimiento',
  '/iniciar-sesion',
  '/registro',
  '/favoritos',
  '/contacto',
  '/cajas',
  '/gourmet',
  '/politicas-de-despacho',
  '/esta-pagina-no-existe',
] as const

export type Lang = 'es' | 'en'

/** Age accepted and the language chosen, as cookies the server reads on the first request. */
export async function visitAs(context: BrowserContext, baseURL: string, lang: Lang) {
  await context.addCookies([
    { name: 'isAcceptedAged', value: 'ok', url: baseURL },
    { name: 'locale', value: lang, url: baseURL },
  ])
}

export { hydrated } from './journeys'

/** One wine in the cart (the journeys' own), through the product list's button, so the checkout's first step opens. */
export async function withCartLine(page: Page) {
  await page.goto('/vinos')
  await hydrated(page)
  await wineCard(page, JOURNEY_WINES[0]!)
    .getByRole('button', { name: /Agregar al carro|Add to cart/ })
    .click()
  const drawer = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('button', { name: /Cerrar carrito|Close cart/ }) })
  await expect(drawer).toBeVisible()
  await drawer.getByRole('button', { name: /Cerrar carrito|Close cart/ }).click()
  await expect(drawer).toBeHidden()
}
