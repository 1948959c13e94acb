// The pages whose messages are in a catalogue of their own (lingui.config.ts), beside the storefront's shell
// (messages.po: header, menus, footer, home, product cards, errors), which every page loads: the lists'
// (locales/*/lists.po), the product pages', the cart's, the rarely visited pages' (policies, about, the wine bar,
// wishlists, stock alerts), the checkout's and the other areas' (account, contact, reservations, events, blog, the
// sommelier, tracking). A page's first load fetches the shell and its group's catalogue, no other; a navigation into
// another group fetches that group's (the root route's `beforeLoad`; docs/decisions/019-what-loads-first.md). Keep
// these prefixes and the source lists of lingui.config.ts together (src/i18n/areas.test.ts checks that every route
// is under its catalogue's prefixes).
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
  // Before `product`: the lists under /vinos, and /vinos and /productos themselves (`AREA_PAGES`), are lists.
  lists: [
    '/cajas',
    '/categorias',
    '/gourmet',
    '/ofertas',
    '/vinos/alcoholes',
    '/vinos/busqueda',
    '/vinos/chilenos',
    '/vinos/del-mundo',
    '/vinos/franceses',
  ],
  // Every other page under /vinos and /productos is a product.
  product: ['/productos', '/vinos'],
  cart: ['/carrito'],
  pages: [
    '/acerca-de',
    '/avisos',
    '/favoritos',
    '/mantenimiento',
    '/politicas-de-cambio',
    '/politicas-de-despacho',
    '/politicas-de-privacidad',
    '/vino-bar',
  ],
} as const

/** Pages of an area that are exactly these paths, not the pages below them (those are another area's). */
export const AREA_PAGES: Partial<Record<Area, readonly string[]>> = { lists: ['/productos', '/vinos'] }

/** A catalogue beside the storefront's shell: `lists`, `product`, `cart`, `pages`, `checkout` or `areas`. */
export type Area = keyof typeof AREA_PREFIXES

/** Which area's catalogue a page's first render needs, if any. */
export function areaOf(pathname: string): Area | undefined {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname
  return (Object.keys(AREA_PREFIXES) as Area[]).find(
    (area) =>
      AREA_PAGES[area]?.includes(path) ||
      AREA_PREFIXES[area].some((prefix) => path === prefix || path.startsWith(`${prefix}/`)),
  )
}
