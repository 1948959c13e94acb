// The pages whose messages are in a catalogue of their own (lingui.config.ts): the checkout's (locales/*/checkout.po)
// and the other areas' (locales/*/areas.po: account, contact, reservations, events, blog, the sommelier, tracking).
// The pages every visit sees (home, lists, products, cart) need neither, so the storefront catalogue that loads with
// every page leaves them out, and a checkout page does not fetch the account's or the blog's words
// (docs/decisions/019-what-loads-first.md). Keep these prefixes and `checkoutSources`/`areaSources` in
// lingui.config.ts together (src/i18n/areas.test.ts checks that every route is under its catalogue's prefixes).
export const AREA_PREFIXES = {
  checkout: [
    '/compras',
    '/datos-de-transferencia',
    '/gracias',
    '/informacion-de-envio',
    '/informacion-personal',
    '/metodo-de-pago',
    '/orden',
  ],
  areas: [
    '/blog',
    '/contacto',
    '/cuenta',
    '/eventos',
    '/iniciar-sesion',
    '/recuperar-contrasena',
    '/registro',
    '/reiniciar-contrasena',
    '/reserva',
    '/reserva-mesa',
    '/seguimiento',
    '/sommelier-virtual',
  ],
} as const

/** A catalogue beside the storefront's: `checkout` or `areas`. */
export type Area = keyof typeof AREA_PREFIXES

/** Which area's catalogue a page's first render needs, if any. */
export function areaOf(pathname: string): Area | undefined {
  return (Object.keys(AREA_PREFIXES) as Area[]).find((area) =>
    AREA_PREFIXES[area].some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)),
  )
}
