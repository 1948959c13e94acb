import { copy } from '~/api/http'
import { localeFromAcceptLanguage } from '~/lib/locale'
import { siteConfigProblem } from '~/lib/site-config'

let logged: string | undefined

/**
 * A production Worker whose configuration would leak a wrong address (src/lib/site-config.ts) serves no shopper:
 * pages and API calls answer 503 with the shop's plain "try later" message, `/api/health` stays open and reports
 * the reason, and the log says once per isolate what to fix. Undefined when the Worker may serve.
 */
export function refuseMisconfigured(request: Request, env: ShopEnv): Response | undefined {
  const problem = siteConfigProblem(env)
  if (!problem) return undefined
  if (logged !== problem) {
    logged = problem
    const fix = problem.startsWith('CAPTCHA_SECRET')
      ? 'Set the CAPTCHA_SECRET secret (wrangler secret put CAPTCHA_SECRET)'
      : `Set PUBLIC_SITE_URL to the shop's https address (wrangler.jsonc "vars")`
    console.error(
      `[config] not serving shoppers: ${problem}. ${fix} and deploy again; GET /api/health reports the problem until then.`,
    )
  }
  const { pathname } = new URL(request.url)
  if (pathname === '/api/health') return undefined
  const locale = localeFromAcceptLanguage(request.headers.get('accept-language'))
  const message = copy(locale).server
  const headers = { 'cache-control': 'no-store', 'retry-after': '300' }
  if (pathname === '/api' || pathname.startsWith('/api/')) return Response.json({ message }, { status: 503, headers })
  return new Response(
    `<!doctype html><html lang="${locale}"><meta charset="utf-8"><title>Vinoteca Andes</title><p>${message}.</p></html>`,
    { status: 503, headers: { ...headers, 'content-type': 'text/html; charset=utf-8' } },
  )
}
