import { createCsrfMiddleware, createMiddleware, createStart } from '@tanstack/react-start'
import { isNotFound, isRedirect } from '@tanstack/react-router'
import * as Sentry from '@sentry/cloudflare'

// With a custom start.ts TanStack Start no longer installs its CSRF check: register it ourselves,
// for server-function calls (every mutation of the shop goes through one). Cross-site calls get 403.
const csrf = createCsrfMiddleware({
  filter: ({ request }) => new URL(request.url).pathname.startsWith('/_serverFn'),
})

// Errors that Start turns into responses never reach withSentry (TOOLCHAIN.md "Sentry"): capture them here.
// Failing API calls are reported by the API client itself, with the user attached.
const reportServerFnErrors = createMiddleware({ type: 'function' }).server(async ({ next }) => {
  try {
    return await next()
  } catch (err) {
    // notFound() and redirect() are control flow, and ApiErrors were already reported with the user.
    const expected = isNotFound(err) || isRedirect(err) || (err instanceof Error && err.name === 'ApiError')
    if (!expected) Sentry.captureException(err)
    throw err
  }
})

export const startInstance = createStart(() => ({
  requestMiddleware: [csrf],
  functionMiddleware: [reportServerFnErrors],
}))
