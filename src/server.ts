import * as Sentry from '@sentry/cloudflare'
import { api } from './api/app'
import { releaseExpiredOrders } from './api/purchases/stock'
import { cancelOverdueTransfers } from './api/purchases/overdue-transfers'
import { deliverDueStockAlerts } from './api/stock-alerts/service'
import { purgeAbandonedCarts } from './api/cart/purge'
import { SANDBOX_PREFIX, webpaySandbox } from './api/payments/sandbox'
import { runInRequestScope } from './server/request-scope.server'
import { startHandler } from './server/start-handler'
import { sentryWorkerOptions } from './server/sentry'
import { isLocalEnv } from './lib/app-env'
import { siteConfigProblem } from './lib/site-config'
import { NONCE_HEADER } from './server/csp-nonce'
import { newNonce, withSecurityHeaders } from './server/security-headers.server'
import { apiRequestFacts } from './api/request-facts'
import { refuseMisconfigured } from './server/misconfigured.server'
import { discardUnreadBody } from './api/body-limit'
import { logRequest, requestId, routePattern, userOfRequest } from './server/request-log'
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, isLocale, localeFromAcceptLanguage } from './lib/locale'
import { shopCookieHeader } from './server/cookies.server'

/**
 * hreflang alternates link to `?lang=en|es` (SEO): that request renders in the language asked for
 * and the choice is kept like the language switch does (locale cookie, 7 days, path /; docs/product.md, Numbers and limits).
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
    cookie: shopCookieHeader(LOCALE_COOKIE, lang, LOCALE_COOKIE_MAX_AGE),
  }
}

function appendHeader(response: Response, name: string, value: string) {
  try {
    response.headers.append(name, value)
  } catch {
    /* immutable headers (a response passed through from fetch): leave it */
  }
}

// The Worker entry: /api/* goes straight to the Hono app (docs/product.md, The API contract, real env and ctx);
// everything else is the TanStack Start storefront. Sentry wraps both (no-op without SENTRY_DSN).
/** A storefront page: rendered by TanStack Start with this response's CSP nonce on its inline scripts. */
async function renderPage(
  request: Request,
  env: ShopEnv,
  nonce: string,
  facts: { d1Queries: number },
): Promise<Response> {
  const lang = withLangParam(request)
  const headers = new Headers((lang?.request ?? request).headers)
  headers.set(NONCE_HEADER, nonce)
  const forwarded = new Request(lang?.request ?? request, { headers })
  const started = performance.now()
  const { scope, result } = runInRequestScope(() => startHandler.fetch(forwarded))
  const response = await result
  if (lang) appendHeader(response, 'set-cookie', lang.cookie)
  facts.d1Queries = scope.d1Queries
  // Local diagnostics the bench reads (removed in production by withSecurityHeaders): the time until Start handed
  // over the response (loaders and the render of everything outside a Suspense boundary), the in-process API calls
  // and the D1 statements they cost.
  if (isLocalEnv(env)) {
    const ssr = (performance.now() - started).toFixed(1)
    appendHeader(
      response,
      'server-timing',
      `ssr;dur=${ssr}, api;desc="calls";dur=${scope.apiCalls}, d1;desc="queries";dur=${scope.d1Queries}`,
    )
  }
  return response
}

function failure(request: Request): Response {
  const locale = localeFromAcceptLanguage(request.headers.get('accept-language'))
  const message =
    locale === 'en'
      ? 'There is a problem with the server, please try again later'
      : 'Hay un problema con el servidor, intenta más tarde'
  if (new URL(request.url).pathname.startsWith('/api'))
    return Response.json({ message }, { status: 500, headers: { 'cache-control': 'no-store' } })
  return new Response(
    `<!doctype html><html lang="${locale}"><meta charset="utf-8"><title>Vinoteca Andes</title><p>${message}. <a href="/">Inicio</a></p></html>`,
    {
      status: 500,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    },
  )
}

/** The daily trigger of wrangler.jsonc that purges carts (the other one runs every five minutes). */
const CART_PURGE_CRON = '0 7 * * *'

export default Sentry.withSentry((env: ShopEnv) => sentryWorkerOptions(env), {
  async fetch(request: Request, env: ShopEnv, ctx: ExecutionContext): Promise<Response> {
    const started = Date.now()
    const id = requestId(request)
    // Every Sentry event of this request names it (the same id is in the response header and the log line).
    Sentry.getIsolationScope().setTag('request_id', id)
    const pageFacts = { d1Queries: 0 }
    let response: Response
    let page: { nonce: string } | null = null
    const { pathname } = new URL(request.url)
    // A production deploy without its public address serves no shopper (only /api/health, which says why).
    const refused = refuseMisconfigured(request, env)
    try {
      if (refused) response = refused
      else if (pathname === '/api' || pathname.startsWith('/api/')) response = await api.fetch(request, env, ctx)
      // The Webpay Plus twin: only where no real gateway is configured and never in production.
      else if (pathname.startsWith(`${SANDBOX_PREFIX}/`) && isLocalEnv(env))
        response = await webpaySandbox.fetch(request, env, ctx)
      else {
        page = { nonce: newNonce() }
        response = await renderPage(request, env, page.nonce, pageFacts)
      }
    } catch (err) {
      // Whatever escaped: the shop's error shape, never a stack trace.
      Sentry.captureException(err)
      console.error('[worker] unhandled', request.method, request.url, err)
      response = failure(request)
    }
    // A body the Worker answered without reading (a GET with a body, a 404, a refusal) is read to its end before
    // the answer leaves: the local runtime resets a connection whose upload is left unread, and the proxy in front
    // of it then fails with a Node stack trace instead of the answer (docs/decisions/014-security-headers.md,
    // "unread bodies").
    await discardUnreadBody(request)
    const apiFacts = apiRequestFacts.get(request)
    logRequest({
      request_id: id,
      method: request.method,
      route: routePattern(pathname, apiFacts?.route),
      status: response.status,
      duration_ms: Date.now() - started,
      d1_queries: apiFacts?.d1Queries ?? pageFacts.d1Queries,
      user: userOfRequest(request),
      colo: (request.cf?.colo as string | undefined) ?? null,
    })
    const secured = withSecurityHeaders(response, env, page)
    appendHeader(secured, 'x-request-id', id)
    return secured
  },
  // Cron (wrangler.jsonc triggers): stock held by orders whose payment window passed goes back on sale even
  // when no other order or payment comes in to release it on the way.
  async scheduled(controller: ScheduledController, env: ShopEnv, ctx: ExecutionContext) {
    // Once a day (wrangler.jsonc triggers): abandoned carts go (README "Limits and data retention").
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
        // Bank transfers past the deadline the shopper was shown: cancelled, units back, the shopper told.
        .then(() => cancelOverdueTransfers(env.DB, env))
        .then((cancelled) => {
          if (cancelled > 0) console.log(`[cron] cancelled ${cancelled} transfer orders past their deadline`)
        })
        // Back-in-stock e-mails: a restock by any path (a D1 trigger marks the alerts due, including the release
        // just above) is mailed here.
        // Not from a production Worker without its public address: the e-mails would link to the wrong host.
        .then(() => (siteConfigProblem(env) ? 0 : deliverDueStockAlerts(env.DB, env)))
        .then((sent) => {
          if (sent > 0) console.log(`[cron] sent ${sent} back-in-stock e-mails`)
        }),
    )
  },
} satisfies ExportedHandler<ShopEnv>)
