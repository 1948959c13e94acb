import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import type { ProductCard } from '~/contract/catalog'
import { wishlistItemParamSchema } from '~/contract/wishlist'
import { ApiError, typedCall } from '~/server/api-client.server'
import { api } from '~/server/api.server'
import { fnInput } from '~/lib/fn-input'

// A sold-out product page: the "Avísame cuando vuelva" alert and the in-stock wines offered instead.

export type SubstituteCard = ProductCard & { reason: string }

export type AlertOutcome =
  { ok: true; message: string } | { ok: false; status: number; message: string; fieldErrors: Record<string, string[]> }

/** Signed in: the session's e-mail is used (one click). A guest without e-mail gets a 422 on `email` to ask for it. */
// The e-mail is only bounded here: the API checks it and answers the field's message in the shopper's language.
const alertRequest = v.object({
  slug: wishlistItemParamSchema.entries.slug,
  email: v.optional(v.pipe(v.string(), v.maxLength(254))),
  recaptchaResponse: v.pipe(v.string(), v.maxLength(4096)),
})

export const subscribeStockAlert = createServerFn({ method: 'POST' })
  .validator(fnInput(alertRequest))
  .handler(async ({ data }): Promise<AlertOutcome> => {
    try {
      const { data: answer } = await typedCall(api.stockAlerts().$post({ json: data }))
      return { ok: true, message: answer.message }
    } catch (err) {
      if (err instanceof ApiError)
        return { ok: false, status: err.status, message: err.message, fieldErrors: err.fieldErrors }
      throw err
    }
  })

export const getSubstitutes = createServerFn({ method: 'GET' })
  .validator(fnInput(wishlistItemParamSchema))
  .handler(async ({ data }): Promise<SubstituteCard[]> => {
    try {
      return (await typedCall(api.substitutes({ token: null })[':id'].substitutes.$get({ param: { id: data.slug } })))
        .data
    } catch (err) {
      // Extras of the page: a failure shows no alternatives, never an error page.
      if (err instanceof ApiError) return []
      throw err
    }
  })

export const unsubscribeStockAlert = createServerFn({ method: 'POST' })
  .validator(fnInput(v.object({ token: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{20,64}$/)) })))
  .handler(async ({ data }): Promise<{ ok: boolean }> => {
    try {
      await typedCall(api.stockAlerts({ token: null })[':token'].$delete({ param: { token: data.token } }))
      return { ok: true }
    } catch (err) {
      if (err instanceof ApiError && (err.status === 404 || err.status === 422)) return { ok: false }
      throw err
    }
  })
