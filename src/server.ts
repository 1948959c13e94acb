import * as Sentry from '@sentry/cloudflare'
import handler from '@tanstack/react-start/server-entry'
import { api } from './api/app'
import { releaseExpiredOrders } from './api/purchases/stock'
import { deliverDueStockAlerts } from './api/stock-alerts/service'
import { purgeAbandonedCarts } from './api/cart/purge'
import { SANDBOX_PREFIX, webpaySandbox } from './api/payments/sandbox'
import { runInRequestScope } from './server/request-scope.server'
import { sentryWorkerOptions } from './server/sentry'
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, isLocale } from './lib/locale'

/**
 * hreflang alternates link to `?lang=en|es` (SEO, issue 3): that request renders in the language asked for
 * and the choice is kept like the language switch does (locale cookie, 7 days, path /; spec §9).
 */
function withLangParam(request: Request): { request: Request; cookie: string } | undefined {
  const lang = new URL(request.url).searchParams.get('lang')
  if (!isLocale(lang)) return undefined
  const others = (request.headers.get('cookie') ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith(`${LOCALE_COOKIE}=`))
  const headers = new Headers(request.headers)
  headers.set('cookie', [...others, `${LOCALE_COOKIE}=${lang}`].join('; '))
  return {
    request: new Request(request, { headers }),
    cookie: `${LOCALE_COOKIE}=${lang}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax`,
  }
}

function appendHeader(response: Response, name: string, value: string) {
  try {
    response.headers.append(name, value)
  } catch {
    /* immutable headers (a response passed through from fetch): leave it */
  }
}

// The Worker entry: /api/* goes straight to the Hono app (spec §7 contract, real env and ctx);
// everything else is the TanStack Start storefront. Sentry wraps both (no-op without SENTRY_DSN).
/** The daily trigger of wrangler.jsonc that purges carts (the other one runs every five minutes). */
const CART_PURGE_CRON = '0 7 * * *'

export default Sentry.withSentry((env: ShopEnv) => sentryWorkerOptions(env), {
  async fetch(request: Request, env: ShopEnv, ctx: ExecutionContext): Promise<Response> {
    const { pathname } = new URL(request.url)
    if (pathname === '/api' || pathname.startsWith('/api/')) return api.fetch(request, env, ctx)
    // The Webpay Plus twin (issue 4): only where no real gateway is configured and never in production.
    if (pathname.startsWith(`${SANDBOX_PREFIX}/`) && env.APP_ENV !== 'production')
      return webpaySandbox.fetch(request, env, ctx)
    const lang = withLangParam(request)
    const { scope, result } = runInRequestScope(() => handler.fetch(lang?.request ?? request))
    const response = await result
    if (lang) appendHeader(response, 'set-cookie', lang.cookie)
    // D1 statements this page cost through in-process API calls (the bench reads it).
    appendHeader(response, 'server-timing', `d1;desc="queries";dur=${scope.d1Queries}`)
    return response
  },
  // Cron (wrangler.jsonc triggers): stock held by orders whose payment window passed goes back on sale even
  // when no other order or payment comes in to release it on the way (issue 4).
  async scheduled(controller: ScheduledController, env: ShopEnv, ctx: ExecutionContext) {
    // Once a day (wrangler.jsonc triggers): abandoned carts go (README "Data retention").
    if (controller.cron === CART_PURGE_CRON) {
      ctx.waitUntil(
        purgeAbandonedCarts(env.DB).then((purged) => console.log(`[cron] purged ${purged} abandoned carts`)),
      )
      return
    }
    ctx.waitUntil(
      releaseExpiredOrders(env.DB)
        .then((released) => {
          if (released > 0) console.log(`[cron] released the stock of ${released} expired orders`)
        })
        // Back-in-stock e-mails: a restock by any path (a D1 trigger marks the alerts due, including the release
        // just above) is mailed here.
        .then(() => deliverDueStockAlerts(env))
        .then((sent) => {
          if (sent > 0) console.log(`[cron] sent ${sent} back-in-stock e-mails`)
        }),
    )
  },
} satisfies ExportedHandler<ShopEnv>)
