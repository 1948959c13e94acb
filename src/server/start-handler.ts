import { createServerEntry, createStartHandler, defaultStreamHandler } from '@tanstack/react-start/server'
import { getSsrStatus, normalizeSsrResponse } from '@tanstack/react-router/ssr/server'
import type { QueryClient } from '@tanstack/react-query'
import type { Locale } from '~/lib/locale'
import { santiagoToday } from '~/lib/delivery-promise'
import { captureBody, keepPage, keptPage, renderInputs, watchQueries } from './page-memo'
import { accessToken, refreshToken } from './session.server'

/**
 * TanStack Start's own server entry, with one step of the shop's around each page's render: a page whose loaders
 * returned what an earlier render of the same address used is not rendered again (src/server/page-memo.ts). Never
 * for a signed-in shopper's request, nor in development.
 */
export const startHandler = createServerEntry({
  fetch: createStartHandler(async (ctx) => {
    const { router, responseHeaders } = ctx
    const { locale, queryClient } = router.options.context as { locale: Locale; queryClient: QueryClient }
    const nonce = router.options.ssr?.nonce
    const signedIn = Boolean(accessToken() || refreshToken())
    // Not in `vite dev`: an edited component would not change the data, and its page would be served as it was.
    const memo = !import.meta.env.DEV && nonce && !signedIn
    const inputs = memo ? renderInputs(router, queryClient, santiagoToday(new Date()).day) : undefined
    if (!nonce || !inputs) return defaultStreamHandler(ctx)
    const key = `${locale} ${router.state.location.href}`
    const html = keptPage(key, inputs, nonce)
    if (html !== undefined) return new Response(html, { status: getSsrStatus(router), headers: responseHeaders })

    const queriesChanged = watchQueries(queryClient)
    const rendered = normalizeSsrResponse(await defaultStreamHandler(ctx))
    const { body } = rendered.response
    if (getSsrStatus(router) !== 200 || !body) {
      queriesChanged()
      return rendered
    }
    // Watched until the body's last byte: what streams in after the first chunks (a Suspense boundary) counts too.
    const captured = captureBody(body, (text) => {
      if (!queriesChanged()) keepPage(key, inputs, text, nonce)
    })
    return { ...rendered, response: new Response(captured, rendered.response) }
  }),
})
