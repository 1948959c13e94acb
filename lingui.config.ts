import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'

// Spanish is the shop's language, the source of every message and the fallback; English is offered.
// Per locale: the storefront's shell (messages.po: header, menus, footer, home, product cards, errors; in the browser
// before every page's first render); one catalogue per group of pages, fetched with those pages only
// (src/i18n/areas.ts): the lists' (lists.po), the product pages' (product.po), the cart's (cart.po), the rarely
// visited pages' (pages.po: policies, about, wine bar, wishlists, stock-alert cancelling, maintenance), the
// checkout's (checkout.po) and the other areas' (areas.po: account, contact, reservations, events, blog, sommelier,
// tracking); the parts fetched on demand (on-demand.po, fetched with their code); the back-office's (backoffice.po,
// the /gestion pages) and the API's (api.po, answers and e-mails, only ever read on the server). A file shown by
// several groups is in each of their catalogues (the cart lines: the cart page and the drawer), which the message
// extraction allows. docs/architecture.md, "Translations"; docs/decisions/019-what-loads-first.md.

// Shared pieces outside the shell, in the catalogue of every group of pages that shows them.
/** The orders' pieces: on the checkout's pages and the account's (purchases, tracking). */
const orderPieces = [
  'src/ui/form/region-commune-fields.tsx',
  'src/ui/gateway-overlay.tsx',
  'src/ui/order-lines.tsx',
  'src/ui/payment-notes.tsx',
  'src/ui/result-card.tsx',
  'src/ui/totals-table.tsx',
]
/** The forms' validation messages (src/lib): with every catalogue whose pages have a form, and the API's. */
const validation = 'src/lib/validation.ts'
/** The cart's totals: on the cart page, in the cart drawer and at the checkout's payment step. */
const cartTotals = ['src/ui/free-shipping-progress.tsx', 'src/ui/totals-table.tsx']

/** The product lists' sources (the URL prefixes of src/i18n/areas.ts): families, categories, search, all categories. */
export const listSources = [
  'src/features/catalog/all-categories-route.ts',
  'src/features/catalog/list-pages.ts',
  'src/features/catalog/list-route.ts',
  'src/features/catalog/understood.ts',
  'src/features/catalog/components/all-categories-page.tsx',
  'src/features/catalog/components/content-hits.tsx',
  'src/features/catalog/components/filter-drawer.tsx',
  'src/features/catalog/components/filter-panel.tsx',
  'src/features/catalog/components/list-route-page.tsx',
  'src/features/catalog/components/product-list-page.tsx',
  'src/features/catalog/components/understood-chips.tsx',
  'src/ui/pagination.tsx',
  'src/routes/cajas.tsx',
  'src/routes/categorias',
  'src/routes/gourmet.tsx',
  'src/routes/ofertas.tsx',
  'src/routes/productos/index.tsx',
  'src/routes/vinos/alcoholes.tsx',
  'src/routes/vinos/busqueda.tsx',
  'src/routes/vinos/chilenos.tsx',
  'src/routes/vinos/del-mundo.tsx',
  'src/routes/vinos/franceses.tsx',
  'src/routes/vinos/index.tsx',
]
/** The product pages' sources. */
export const productSources = [
  'src/features/catalog/product-related.ts',
  'src/features/catalog/product-route.ts',
  'src/features/catalog/components/product-attributes.tsx',
  'src/features/catalog/components/product-page.tsx',
  'src/features/catalog/components/sticky-buy-bar.tsx',
  'src/features/catalog/components/substitutes.tsx',
  'src/features/catalog/components/taste-profile.tsx',
  'src/ui/delivery-promise.tsx',
  'src/routes/productos/$product.tsx',
  'src/routes/vinos/$wine.tsx',
]
/** The cart lines, on the cart page and in the cart drawer: in both catalogues. */
const cartLineSources = [
  'src/features/cart/components/cart-line.tsx',
  'src/features/cart/components/gift-box-option.tsx',
  'src/features/cart/components/line-alternatives.tsx',
]
/** The cart page's sources. */
export const cartSources = [
  ...cartLineSources,
  ...cartTotals,
  'src/features/cart/components/cart-page.tsx',
  'src/ui/delivery-promise.tsx',
  'src/ui/stepper.tsx',
  'src/routes/carrito.tsx',
]
/** The rarely visited pages' sources: policies, about, the wine bar, wishlists, stock-alert cancelling. */
export const pageSources = [
  'src/features/catalog/components/cancel-stock-alert.tsx',
  'src/features/content/components/bar-aside.tsx',
  'src/features/content/components/policy-nav.tsx',
  'src/features/wishlist/components/shared-wishlist-page.tsx',
  'src/features/wishlist/components/wishlist-items.tsx',
  'src/features/wishlist/components/wishlist-page.tsx',
  'src/routes/_bare/mantenimiento.tsx',
  'src/routes/acerca-de',
  'src/routes/avisos',
  'src/routes/favoritos',
  'src/routes/politicas-de-cambio.tsx',
  'src/routes/politicas-de-despacho.tsx',
  'src/routes/politicas-de-privacidad.tsx',
  'src/routes/vino-bar.tsx',
]
/**
 * The parts fetched on demand, whose loaders wait for this catalogue too (`withOnDemandMessages` in
 * src/i18n/i18n.ts): the cart drawer, the search popup, the phone menu, the floating buttons, and the parts the server
 * renders but the browser hydrates once their code is in (the age gate, the newsletter and stock-alert forms).
 */
export const onDemandSources = [
  ...cartLineSources,
  ...cartTotals,
  'src/features/cart/components/cart-drawer.tsx',
  'src/features/cart/components/related-slider.tsx',
  'src/features/catalog/components/back-in-stock.tsx',
  'src/features/layout/components/age-gate.tsx',
  'src/features/layout/components/floating-widgets.tsx',
  'src/features/layout/components/menu-shortcuts.tsx',
  'src/features/layout/components/mobile-menu.tsx',
  'src/features/newsletter/components/newsletter-form.tsx',
  'src/features/search/components/search-popup.tsx',
  'src/features/search/components/suggestion-row.tsx',
  validation,
]
/** The checkout's sources: its feature and its routes (the URL prefixes of src/i18n/areas.ts). */
export const checkoutSources = [
  'src/features/checkout',
  'src/routes/compras',
  'src/routes/datos-de-transferencia.tsx',
  'src/routes/gracias',
  'src/routes/informacion-de-envio.tsx',
  'src/routes/informacion-personal.tsx',
  'src/routes/metodo-de-pago.tsx',
  'src/routes/orden',
  'src/routes/-order-result.tsx',
  'src/routes/-order-result-head.ts',
  ...orderPieces,
  ...cartTotals,
  'src/ui/stepper.tsx',
  validation,
]
/** The other areas' sources: their features and their routes (the URL prefixes of src/i18n/areas.ts). */
export const areaSources = [
  'src/features/account',
  'src/features/blog',
  'src/features/contact',
  'src/features/events',
  'src/features/reservations',
  'src/features/sommelier',
  'src/features/tracking',
  'src/routes/blog',
  'src/routes/blog.tsx',
  'src/routes/contacto',
  'src/routes/contacto.tsx',
  'src/routes/cuenta',
  'src/routes/cuenta.tsx',
  'src/routes/eventos',
  'src/routes/eventos.tsx',
  'src/routes/iniciar-sesion.tsx',
  'src/routes/recuperar-contrasena.tsx',
  'src/routes/registro.tsx',
  'src/routes/reiniciar-contrasena.tsx',
  'src/routes/reserva',
  'src/routes/reserva.tsx',
  'src/routes/reserva-mesa',
  'src/routes/reserva-mesa.tsx',
  'src/routes/seguimiento.tsx',
  'src/routes/sommelier-virtual.tsx',
  'src/routes/-auth-route.ts',
  ...orderPieces,
  'src/ui/pagination.tsx',
  validation,
]
const tests = ['**/*.test.ts', '**/*.test.tsx']

export default defineConfig({
  sourceLocale: 'es',
  locales: ['es', 'en'],
  fallbackLocales: { default: 'es' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['src'],
      exclude: [
        'src/api/**',
        'src/features/backoffice/**',
        'src/routes/gestion/**',
        'src/routes/gestion.tsx',
        'src/routes/gestion_.invitacion.tsx',
        ...[
          ...listSources,
          ...productSources,
          ...cartSources,
          ...pageSources,
          ...onDemandSources,
          ...checkoutSources,
          ...areaSources,
        ].flatMap((path) => (path.endsWith('.ts') || path.endsWith('.tsx') ? [path] : [`${path}/**`])),
        ...tests,
      ],
    },
    { path: '<rootDir>/locales/{locale}/lists', include: listSources, exclude: tests },
    { path: '<rootDir>/locales/{locale}/product', include: productSources, exclude: tests },
    { path: '<rootDir>/locales/{locale}/cart', include: cartSources, exclude: tests },
    { path: '<rootDir>/locales/{locale}/pages', include: pageSources, exclude: tests },
    { path: '<rootDir>/locales/{locale}/on-demand', include: onDemandSources, exclude: tests },
    { path: '<rootDir>/locales/{locale}/checkout', include: checkoutSources, exclude: tests },
    { path: '<rootDir>/locales/{locale}/areas', include: areaSources, exclude: tests },
    {
      path: '<rootDir>/locales/{locale}/backoffice',
      include: [
        'src/features/backoffice',
        'src/routes/gestion',
        'src/routes/gestion.tsx',
        'src/routes/gestion_.invitacion.tsx',
        validation,
      ],
      exclude: ['**/*.test.ts', '**/*.test.tsx'],
    },
    {
      path: '<rootDir>/locales/{locale}/api',
      include: ['src/api', validation],
      exclude: ['**/*.test.ts'],
    },
  ],
  format: formatter({ lineNumbers: false }),
})
