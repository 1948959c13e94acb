import { Hono, type Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { routePath } from 'hono/route'
import { API_BODY_MAX_BYTES, PHOTO_MAX_BYTES } from '~/lib/limits'
import * as Sentry from '@sentry/cloudflare'
import { countingD1 } from './db/client'
import { HttpError, copy, type ApiEnv } from './http'
import { limitBody } from './body-limit'
import { pagesRoutes } from './pages/routes'
import { mountCatalog } from './catalog/routes'
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
import { setStampTrust, stampTrustMs } from './catalog/snapshot'

/**
 * The /api contract of docs/product.md, The API. Mounted in the same Worker (src/server.ts) and reachable in-process
 * by the storefront's API client; it is the only door to D1 and the only place business rules live.
 */
const PHOTO_UPLOAD_PATH = /^\/api\/admin\/(products|events|articles)\/\d{1,12}\/photos$/

export function createApi() {
  const app = new Hono<ApiEnv>().basePath('/api')

  // Bodies past the limit are refused before any route sees them (the largest form the shop takes is far smaller);
  // photo uploads of the back-office get the photo limit plus room for the form around the file. The refusal is
  // sent once the body has been read to its end (src/api/body-limit.ts says why).
  const tooLarge = (c: Context<ApiEnv>) =>
    c.json({ message: copy(localeFromAcceptLanguage(c.req.header('accept-language'))).tooLarge }, 413)
  const formLimit = limitBody(API_BODY_MAX_BYTES, tooLarge)
  const photoLimit = limitBody(PHOTO_MAX_BYTES + API_BODY_MAX_BYTES, tooLarge)
  app.use('*', (c, next) => (PHOTO_UPLOAD_PATH.test(c.req.path) ? photoLimit(c, next) : formLimit(c, next)))

  app.use('*', async (c, next) => {
    // docs/product.md, The API: Accept-Language carries the locale on every request (es|en, default es).
    c.set('locale', localeFromAcceptLanguage(c.req.header('accept-language')))
    const auth = c.req.header('authorization')
    c.set('bearer', auth?.toLowerCase().startsWith('bearer ') ? auth.slice(7).trim() || undefined : undefined)
    const counter = { queries: 0 }
    c.set('queries', counter)
    // The one place the binding is wrapped: every statement of the request is counted (docs/decisions/021-one-data-layer.md).
    c.set('d1', countingD1(c.env.DB, counter))
    setStampTrust(stampTrustMs(c.env))
    await next()
    apiRequestFacts.set(c.req.raw, { route: routePath(c, -1) || c.req.path, d1Queries: counter.queries })
    c.header('x-d1-queries', String(counter.queries))
    c.header('content-language', c.var.locale)
  })

  app.route('/health', healthRoutes)
  app.route('/pages', pagesRoutes)
  app.route('/regions', regionsRoutes)
  mountCatalog(app)
  app.route('/wines', substituteRoutes)
  app.route('/wishlist', wishlistRoutes)
  app.route('/stock-alerts', stockAlertRoutes)
  app.route('/delivery', deliveryRoutes)
  app.route('/newsletter', newsletterRoutes)
  // cart, checkout, payments, tracking
  app.route('/shopping-cart', cartRoutes)
  app.route('/discount-codes', couponRoutes)
  app.route('/purchases', purchaseRoutes)
  app.route('/payments', paymentRoutes)
  app.route('/order-tracking', trackingRoutes)
  app.route('/', authRoutes)
  app.route('/profile', profileRoutes)
  app.route('/_dev/mail', devMailRoutes)
  // Reservations: GET /events/selects and POST /events must be mounted before any other /events router.
  app.route('/events', eventReservationRoutes)
  app.route('/reservations', tableReservationRoutes)
  app.route('/blogs', blogRoutes)
  // Events list/filters/detail; keep it after the reservations router's /events (GET /events/selects, POST /events).
  app.route('/events', eventsRoutes)

  // docs/product.md, The API contact calls (src/api/contact).
  app.route('/contact', contactRoutes)
  app.route('/company-contact', companyContactRoutes)
  app.route('/sommelier', sommelierRoutes)
  // The staff back-office (docs/backoffice.md): every call checks the caller's role.
  app.route('/admin', adminRoutes)

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
    // Hono turns a thrown error into a 500 before withSentry sees it (TOOLCHAIN.md "Sentry").
    Sentry.captureException(err)
    console.error('[api] unhandled', c.req.method, c.req.path, err)
    return c.json({ message: copy(locale).server }, 500)
  })

  return app
}

export const api = createApi()
export type Api = typeof api
