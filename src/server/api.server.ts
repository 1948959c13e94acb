import type { AppType } from '~/api/app'
import type { Locale } from '~/lib/locale'
import { apiClient, type TypedClientOptions } from './api-client.server'
import { accessToken, freshAccessToken, sessionUserFromToken } from './session.server'

// The storefront's one typed client of the API, built from the app's own type (src/api/app.ts, AppType): every path
// is the one the app mounts, so a wrong path fails the type check. The entries below are views into it by API
// module (`api.cart()` is the client's /api/shopping-cart). By default a call carries the session's access token
// (refreshed when about to expire) and the request's language; pass `{ token: null }` for public content so shared
// caches never depend on who asks.

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

/** The one client, for one call's options. */
export const client = (o: CallOptions = {}) => apiClient<AppType>(options(o)).api

export const api = {
  auth: (o: CallOptions = {}) => client(o),
  profile: (o: CallOptions = {}) => client(o).profile,
  pages: (o: CallOptions = {}) => client(o).pages,
  regions: (o: CallOptions = {}) => client(o).regions,
  catalogList: (family: Family, o: CallOptions = {}) => client(o)[family],
  catalogDetail: (family: Exclude<Family, 'offers'>, o: CallOptions = {}) => client(o)[family],
  categories: (o: CallOptions = {}) => client(o)['product-category'],
  search: (o: CallOptions = {}) => client(o).search,
  products: (o: CallOptions = {}) => client(o).products,
  sitemap: (o: CallOptions = {}) => client(o).sitemap,
  substitutes: (o: CallOptions = {}) => client(o).wines,
  wishlist: (o: CallOptions = {}) => client(o).wishlist,
  stockAlerts: (o: CallOptions = {}) => client(o)['stock-alerts'],
  delivery: (o: CallOptions = {}) => client(o).delivery,
  newsletter: (o: CallOptions = {}) => client(o).newsletter,
  cart: (o: CallOptions = {}) => client(o)['shopping-cart'],
  coupons: (o: CallOptions = {}) => client(o)['discount-codes'],
  purchases: (o: CallOptions = {}) => client(o).purchases,
  tracking: (o: CallOptions = {}) => client(o)['order-tracking'],
  devMail: (o: CallOptions = {}) => client(o)._dev.mail,
  eventReservations: (o: CallOptions = {}) => client(o).events,
  tableReservations: (o: CallOptions = {}) => client(o).reservations,
  blog: (o: CallOptions = {}) => client(o).blogs,
  events: (o: CallOptions = {}) => client(o).events,
  contact: (o: CallOptions = {}) => client(o).contact,
  companyContact: (o: CallOptions = {}) => client(o)['company-contact'],
  sommelier: (o: CallOptions = {}) => client(o).sommelier,
  admin: (o: CallOptions = {}) => client(o).admin,
}
