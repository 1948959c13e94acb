import type { AdminApi } from '~/api/admin/routes'
import type { authRoutes } from '~/api/auth/routes'
import type { blogRoutes } from '~/api/blog/routes'
import type { cartRoutes } from '~/api/cart/routes'
import type {
  CatalogDetailRoutes,
  CatalogListRoutes,
  categoryRoutes,
  productRoutes,
  searchRoutes,
  sitemapRoutes,
} from '~/api/catalog/routes'
import type { companyContactRoutes, contactRoutes } from '~/api/contact/routes'
import type { couponRoutes } from '~/api/coupons/routes'
import type { deliveryRoutes } from '~/api/delivery/routes'
import type { eventsRoutes } from '~/api/events/routes'
import type { devMailRoutes } from '~/api/mail/routes'
import type { newsletterRoutes } from '~/api/newsletter/routes'
import type { pagesRoutes } from '~/api/pages/routes'
import type { profileRoutes } from '~/api/profile/routes'
import type { purchaseRoutes } from '~/api/purchases/routes'
import type { regionsRoutes } from '~/api/regions/routes'
import type { eventReservationRoutes, tableReservationRoutes } from '~/api/reservations/routes'
import type { sommelierRoutes } from '~/api/sommelier/routes'
import type { stockAlertRoutes } from '~/api/stock-alerts/routes'
import type { substituteRoutes } from '~/api/substitutes/routes'
import type { trackingRoutes } from '~/api/tracking/routes'
import type { wishlistRoutes } from '~/api/wishlist/routes'
import type { Locale } from '~/lib/locale'
import { typedClient, type TypedClientOptions } from './api-client.server'
import { accessToken, freshAccessToken, sessionUserFromToken } from './session.server'

// The storefront's typed clients, one per API module (each mounted where src/api/app.ts mounts it). By default a
// call carries the session's access token (refreshed when about to expire) and the request's language; pass
// `{ token: null }` for public content so shared caches never depend on who asks.

export interface CallOptions {
  locale?: Locale
  /** An explicit token, or null to call anonymously; defaults to the session's. */
  token?: string | null
}

function sessionUser() {
  try {
    return sessionUserFromToken(accessToken())
  } catch {
    return undefined // outside a request
  }
}

function options(opts: CallOptions): TypedClientOptions {
  return {
    locale: opts.locale,
    token: opts.token === undefined ? freshAccessToken : opts.token,
    reportUser: sessionUser,
  }
}

type Family = 'wines' | 'alcohols' | 'boxes' | 'gourmets' | 'offers'

export const api = {
  auth: (o: CallOptions = {}) => typedClient<typeof authRoutes>('/api', options(o)),
  profile: (o: CallOptions = {}) => typedClient<typeof profileRoutes>('/api/profile', options(o)),
  pages: (o: CallOptions = {}) => typedClient<typeof pagesRoutes>('/api/pages', options(o)),
  regions: (o: CallOptions = {}) => typedClient<typeof regionsRoutes>('/api/regions', options(o)),
  catalogList: (family: Family, o: CallOptions = {}) => typedClient<CatalogListRoutes>(`/api/${family}`, options(o)),
  catalogDetail: (family: Exclude<Family, 'offers'>, o: CallOptions = {}) =>
    typedClient<CatalogDetailRoutes>(`/api/${family}`, options(o)),
  categories: (o: CallOptions = {}) => typedClient<typeof categoryRoutes>('/api/product-category', options(o)),
  search: (o: CallOptions = {}) => typedClient<typeof searchRoutes>('/api/search', options(o)),
  products: (o: CallOptions = {}) => typedClient<typeof productRoutes>('/api/products', options(o)),
  sitemap: (o: CallOptions = {}) => typedClient<typeof sitemapRoutes>('/api/sitemap', options(o)),
  substitutes: (o: CallOptions = {}) => typedClient<typeof substituteRoutes>('/api/wines', options(o)),
  wishlist: (o: CallOptions = {}) => typedClient<typeof wishlistRoutes>('/api/wishlist', options(o)),
  stockAlerts: (o: CallOptions = {}) => typedClient<typeof stockAlertRoutes>('/api/stock-alerts', options(o)),
  delivery: (o: CallOptions = {}) => typedClient<typeof deliveryRoutes>('/api/delivery', options(o)),
  newsletter: (o: CallOptions = {}) => typedClient<typeof newsletterRoutes>('/api/newsletter', options(o)),
  cart: (o: CallOptions = {}) => typedClient<typeof cartRoutes>('/api/shopping-cart', options(o)),
  coupons: (o: CallOptions = {}) => typedClient<typeof couponRoutes>('/api/discount-codes', options(o)),
  purchases: (o: CallOptions = {}) => typedClient<typeof purchaseRoutes>('/api/purchases', options(o)),
  tracking: (o: CallOptions = {}) => typedClient<typeof trackingRoutes>('/api/order-tracking', options(o)),
  devMail: (o: CallOptions = {}) => typedClient<typeof devMailRoutes>('/api/_dev/mail', options(o)),
  eventReservations: (o: CallOptions = {}) => typedClient<typeof eventReservationRoutes>('/api/events', options(o)),
  tableReservations: (o: CallOptions = {}) =>
    typedClient<typeof tableReservationRoutes>('/api/reservations', options(o)),
  blog: (o: CallOptions = {}) => typedClient<typeof blogRoutes>('/api/blogs', options(o)),
  events: (o: CallOptions = {}) => typedClient<typeof eventsRoutes>('/api/events', options(o)),
  contact: (o: CallOptions = {}) => typedClient<typeof contactRoutes>('/api/contact', options(o)),
  companyContact: (o: CallOptions = {}) => typedClient<typeof companyContactRoutes>('/api/company-contact', options(o)),
  sommelier: (o: CallOptions = {}) => typedClient<typeof sommelierRoutes>('/api/sommelier', options(o)),
  admin: (o: CallOptions = {}) => typedClient<AdminApi>('/api/admin', options(o)),
}
