// The pages whose messages are in the areas' catalogue (locales/*/areas.po, lingui.config.ts): account, checkout,
// contact, reservations, events, blog, the sommelier and tracking. The pages every visit sees (home, lists, products,
// cart) do not need those messages, so the storefront catalogue that loads with every page leaves them out
// (docs/decisions/019-what-loads-first.md). Keep this list and `areaSources` in lingui.config.ts together
// (src/i18n/areas.test.ts checks that every area route is under one of these prefixes).
export const AREA_PREFIXES = [
  '/blog',
  '/compras',
  '/contacto',
  '/cuenta',
  '/datos-de-transferencia',
  '/eventos',
  '/gracias',
  '/informacion-de-envio',
  '/informacion-personal',
  '/iniciar-sesion',
  '/metodo-de-pago',
  '/orden',
  '/recuperar-contrasena',
  '/registro',
  '/reiniciar-contrasena',
  '/reserva',
  '/reserva-mesa',
  '/seguimiento',
  '/sommelier-virtual',
] as const

/** Whether a page's first render needs the areas' catalogue. */
export function isAreaPath(pathname: string): boolean {
  return AREA_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))
}
