import { createCsrfMiddleware, createMiddleware, createStart } from '@tanstack/react-start'
import { isNotFound, isRedirect, notFound } from '@tanstack/react-router'
import * as Sentry from '@sentry/cloudflare'
import * as v from 'valibot'
import { createI18n } from '~/i18n/i18n'
import { detectLocale } from '~/i18n/locale'

// With a custom start.ts TanStack Start no longer installs its CSRF check: register it ourselves,
// for server-function calls (every mutation of the shop goes through one). Cross-site calls get 403.
const csrf = createCsrfMiddleware({
  filter: ({ request }) => new URL(request.url).pathname.startsWith('/_serverFn'),
})

// Errors that Start turns into responses never reach withSentry (they are answered, not thrown, by then): capture them here.
// Failing API calls are reported by the API client itself, with the user attached.
const reportServerFnErrors = createMiddleware({ type: 'function' }).server(async ({ next, method }) => {
  try {
    return await next()
  } catch (err) {
    // A server function's input that fails its schema: for a read (a page's loader, from a URL someone typed or
    // tampered with) the thing asked for does not exist → the shop's 404; for a write, a plain 400-style error.
    // Either way no validator text (expected patterns, received values) is ever sent to the browser.
    // Every server function validates through `fnInput`, so a refused input is valibot's own error class.
    if (err instanceof v.ValiError) {
      if (method === 'GET') throw notFound()
      // Imported here, on the server only: a static import put the forms' schemas (and the valibot they use) into
      // the browser's entry chunk, which this file is part of (docs/decisions/036-where-the-time-goes.md).
      const { validationMessage } = await import('~/lib/validation')
      throw new InvalidInputError(validationMessage('invalid', createI18n(detectLocale())))
    }
    // notFound() and redirect() are control flow, and ApiErrors were already reported with the user.
    const expected =
      isNotFound(err) ||
      isRedirect(err) ||
      (err instanceof Error && ['ApiError', 'InvalidInputError'].includes(err.name))
    if (!expected) Sentry.captureException(err)
    throw err
  }
})

/**
 * What the browser sees of a write whose input failed validation: the shop's fixed message in the visitor's language
 * (the locale cookie, as the page was rendered), no issue list.
 */
class InvalidInputError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'InvalidInputError'
  }
}

export const startInstance = createStart(() => ({
  requestMiddleware: [csrf],
  functionMiddleware: [reportServerFnErrors],
}))
