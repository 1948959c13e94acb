import { Hono, type Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { routePath } from 'hono/route'
import { API_BODY_MAX_BYTES, PHOTO_MAX_BYTES } from '~/lib/limits'
import * as Sentry from '@sentry/cloudflare'
import { BOOKMARK_HEADER, D1Unavailable, countingD1, requestSession, type D1Counter } from './db/client'
import { isLocalEnv } from '~/lib/app-env'
import { HttpError, copy, type ApiEnv } from './http'
import { limitBody } from './body-limit'
import { pagesRoutes } from './pages/routes'
import * as catalog from './catalog/routes'
import { PRODUCT_TYPE } from '~/lib/product-type'
import { regionsRoutes } from './regions/routes'
import { newsletterRoutes } from './newsletter/routes'
import { cartRoutes } from './cart/routes'
import { couponRoutes } from './coupons/routes'
import { paymentRoutes } from './payments/routes'
import { purchaseRoutes } from './purchases/routes'
import { trackingRoutes } from './tracking/routes'
import { authRoutes } from './auth/routes'
import { profileRoutes } from './profile/routes'
import { devMailRoutes } from './mail/routes'
import { eventReservationRoutes, tableReservationRoutes } from './reservations/routes'
import { blogRoutes } from './blog/routes'
import { eventsRoutes } from './events/routes'
import { companyContactRoutes, contactRoutes } from './contact/routes'
import { sommelierRoutes } from './sommelier/routes'
import { substituteRoutes } from './substitutes/routes'
import { wishlistRoutes } from './wishlist/routes'
import { stockAlertRoutes } from './stock-alerts/routes'
import { deliveryRoutes } from './delivery/routes'
import { adminRoutes } from './admin/routes'
import { localeFromAcceptLanguage } from '~/lib/locale'
import { apiRequestFacts } from './request-facts'
import { healthRoutes } from './health'

/**
 * The /api contract of docs/product.md, The API. Mounted in the same Worker (src/server.ts) and reachable in-process
 * by the storefront's API client; it is the only door to D1 and the only place business rules live.
 */
const PHOTO_UPLOAD_PATH = /^\/api\/admin\/(products|events|articles)\/\d{1,12}\/photos$/

export function createApi() {
  // Bodies past the limit are refused before any route sees them (the largest form the shop takes is far smaller);
  // photo uploads of the back-office get the photo limit plus room for the form around the file. The refusal is
  // sent once the body has been read to its end (src/api/body-limit.ts says why).
  const tooLarge = (c: Context<ApiEnv>) =>
    c.json({ message: copy(localeFromAcceptLanguage(c.req.header('accept-language'))).tooLarge }, 413)
  const formLimit = limitBody(API_BODY_MAX_BYTES, tooLarge)
  const photoLimit = limitBody(PHOTO_MAX_BYTES + API_BODY_MAX_BYTES, tooLarge)

  // One chain, so the app's type (AppType) carries every route under its full path: the storefront's one typed
  // client is built from it (src/server/api.server.ts), and a path that is not mounted here fails the type check.
  const app = new Hono<ApiEnv>()
    .basePath('/api')
    .use('*', (c, next) => (PHOTO_UPLOAD_PATH.test(c.req.path) ? photoLimit(c, next) : formLimit(c, next)))
    .use('*', async (c, next) => {
      const started = performance.now()
      // docs/product.md, The API: Accept-Language carries the locale on every request (es|en, default es).
      c.set('locale', localeFromAcceptLanguage(c.req.header('accept-language')))
      const auth = c.req.header('authorization')
      c.set('bearer', auth?.toLowerCase().startsWith('bearer ') ? auth.slice(7).trim() || undefined : undefined)
      const local = isLocalEnv(c.env)
      const counter: D1Counter = local ? { queries: 0, waitMs: 0 } : { queries: 0 }
      c.set('queries', counter)
      // The one place the binding is wrapped: every statement of the request is counted (docs/decisions/021-one-data-layer.md),
      // reads that fail for a moment are retried, and the request reads through a D1 session whose bookmark goes back
      // to the caller, so its next request sees its own writes (docs/decisions/028-d1-read-replicas.md).
      const session = requestSession(c.env.DB, c.req.raw)
      c.set('d1', countingD1(session.d1, counter))
      await next()
      apiRequestFacts.set(c.req.raw, { route: routePath(c, -1) || c.req.path, d1Queries: counter.queries })
      c.header('x-d1-queries', String(counter.queries))
      const bookmark = session.bookmark()
      if (bookmark) c.header(BOOKMARK_HEADER, bookmark)
      c.header('content-language', c.var.locale)
      // Local diagnostics the bench reads (removed in production by withSecurityHeaders): the time from here until the
      // answer was made, and the part of it spent waiting for D1; the rest is the API's own work (routing,
      // validation, building the answer) and JSON.
      if (local)
        c.header(
          'server-timing',
          `app;dur=${(performance.now() - started).toFixed(1)}, d1;desc="wait";dur=${counter.waitMs!.toFixed(1)}`,
        )
    })
    .route('/health', healthRoutes)
    .route('/pages', pagesRoutes)
    .route('/regions', regionsRoutes)
    // The catalogue (docs/product.md, The API catalogue calls): each family's list and filters, then its product
    // pages (offers have none); the wines' substitutes share their prefix.
    .route('/wines', catalog.listRoutes('wines'))
    .route('/wines', catalog.detailRoutes(PRODUCT_TYPE.wine))
    .route('/alcohols', catalog.listRoutes('alcohols'))
    .route('/alcohols', catalog.detailRoutes(PRODUCT_TYPE.alcohol))
    .route('/boxes', catalog.listRoutes('boxes'))
    .route('/boxes', catalog.detailRoutes(PRODUCT_TYPE.box))
    .route('/gourmets', catalog.listRoutes('gourmets'))
    .route('/gourmets', catalog.detailRoutes(PRODUCT_TYPE.gourmet))
    .route('/offers', catalog.listRoutes('offers'))
    .route('/product-category', catalog.categoryRoutes)
    .route('/search', catalog.searchRoutes)
    .route('/products', catalog.productRoutes)
    .route('/sitemap', catalog.sitemapRoutes)
    .route('/wines', substituteRoutes)
    .route('/wishlist', wishlistRoutes)
    .route('/stock-alerts', stockAlertRoutes)
    .route('/delivery', deliveryRoutes)
    .route('/newsletter', newsletterRoutes)
    // cart, checkout, payments, tracking
    .route('/shopping-cart', cartRoutes)
    .route('/discount-codes', couponRoutes)
    .route('/purchases', purchaseRoutes)
    .route('/payments', paymentRoutes)
    .route('/order-tracking', trackingRoutes)
    .route('/', authRoutes)
    .route('/profile', profileRoutes)
    .route('/_dev/mail', devMailRoutes)
    // Reservations: GET /events/selects and POST /events must be mounted before any other /events router.
    .route('/events', eventReservationRoutes)
    .route('/reservations', tableReservationRoutes)
    .route('/blogs', blogRoutes)
    // Events list/filters/detail; keep it after the reservations router's /events (GET /events/selects, POST /events).
    .route('/events', eventsRoutes)
    // docs/product.md, The API contact calls (src/api/contact).
    .route('/contact', contactRoutes)
    .route('/company-contact', companyContactRoutes)
    .route('/sommelier', sommelierRoutes)
    // The staff back-office (docs/backoffice.md): every call checks the caller's role.
    .route('/admin', adminRoutes)

  app.notFound((c) => c.json({ message: copy(c.var.locale ?? 'es').notFound }, 404))

  // One error shape for every failure: { message, errors? } — never a stack trace or SQL.
  app.onError((err, c) => {
    const locale = c.var.locale ?? 'es'
    if (err instanceof HttpError) {
      for (const [k, val] of Object.entries(err.headers ?? {})) c.header(k, val)
      return c.json(
        { message: err.message, ...(err.errors ? { errors: err.errors } : {}), ...(err.details ?? {}) },
        err.status,
      )
    }
    // Hono's own refusals (a body it could not parse, a limit): their status, the shop's words, no internals.
    if (err instanceof HTTPException && err.status < 500) {
      const status = err.status === 413 ? 413 : 400
      return c.json({ message: status === 413 ? copy(locale).tooLarge : copy(locale).badRequest }, status)
    }
    // D1 kept failing for a moment after the retries (src/api/db/client.ts): a 503 the caller may try again.
    if (err instanceof D1Unavailable) {
      console.error('[api] D1 unavailable', c.req.method, c.req.path, err.cause)
      c.header('retry-after', '2')
      return c.json({ message: copy(locale).server }, 503)
    }
    // Hono turns a thrown error into a 500 before withSentry sees it, so it is reported here.
    Sentry.captureException(err)
    console.error('[api] unhandled', c.req.method, c.req.path, err)
    return c.json({ message: copy(locale).server }, 500)
  })

  return app
}

export const api = createApi()
/** Every route of the API under its full path: what the storefront's typed client is built from. */
export type AppType = typeof api
