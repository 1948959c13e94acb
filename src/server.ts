import * as Sentry from '@sentry/cloudflare'
import handler from '@tanstack/react-start/server-entry'
import { api } from './api/app'
import { SANDBOX_PREFIX, webpaySandbox } from './api/payments/sandbox'
import { runInRequestScope } from './server/request-scope.server'
import { sentryWorkerOptions } from './server/sentry'

// The Worker entry: /api/* goes straight to the Hono app (spec §7 contract, real env and ctx);
// everything else is the TanStack Start storefront. Sentry wraps both (no-op without SENTRY_DSN).
export default Sentry.withSentry((env: ShopEnv) => sentryWorkerOptions(env), {
  async fetch(request: Request, env: ShopEnv, ctx: ExecutionContext): Promise<Response> {
    const { pathname } = new URL(request.url)
    if (pathname === '/api' || pathname.startsWith('/api/')) return api.fetch(request, env, ctx)
    // The Webpay Plus twin (issue 4): only where no real gateway is configured and never in production.
    if (pathname.startsWith(`${SANDBOX_PREFIX}/`) && env.APP_ENV !== 'production') return webpaySandbox.fetch(request, env, ctx)
    const { scope, result } = runInRequestScope(() => handler.fetch(request))
    const response = await result
    // D1 statements this page cost through in-process API calls (the bench reads it).
    try {
      response.headers.append('server-timing', `d1;desc="queries";dur=${scope.d1Queries}`)
    } catch {
      /* immutable headers (redirects from fetch): skip */
    }
    return response
  },
} satisfies ExportedHandler<ShopEnv>)
