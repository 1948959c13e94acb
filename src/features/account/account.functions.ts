import { createServerFn } from '@tanstack/react-start'
import { outcome, type Outcome } from '~/lib/outcome'
import { redirect } from '@tanstack/react-router'
import * as v from 'valibot'
import {
  loginRequestSchema,
  recoverRequestSchema,
  registerRequestSchema,
  resetRequestSchema,
  type DevMail,
  type SessionUser,
} from '~/contract/auth'
import {
  addressInputSchema,
  passwordChangeSchema,
  profileUpdateSchema,
  type Address,
  type PurchaseDetail,
  type PurchaseSummary,
  type UserProfile,
} from '~/contract/profile'
import type { Commune, Region } from '~/contract/regions'
import { safeRedirectPath } from '~/lib/redirect'
import { ApiError, typedCall } from '~/server/api-client.server'
import { api } from '~/server/api.server'
import { clearSessionCookies, freshAccessToken, refreshToken, setSessionCookies } from '~/server/session.server'
import { mergeGuestWishlist } from '~/server/wishlist-cookie.server'
import { fnInput } from '~/lib/fn-input'

// Server functions of the account feature (the BFF of). They hold the session: tokens go into
// HttpOnly cookies here and never reach the browser. Every function acting for a user checks the session
// itself (requireSession) — route guards are navigation, not a security boundary — and the API checks again.

/** What a form mutation answers: the browser shows fieldErrors beside the fields and message in the error modal. */
const LOGIN_PATH = '/iniciar-sesion'

/** The session's access token, or a redirect to the login page (which brings the shopper back). */
async function requireSession(returnTo?: string): Promise<string> {
  const token = await freshAccessToken()
  if (!token) throw redirect({ href: returnTo ? `${LOGIN_PATH}?redirect=${encodeURIComponent(returnTo)}` : LOGIN_PATH })
  return token
}

const redirectField = { redirect: v.optional(v.pipe(v.string(), v.maxLength(2048))) }

export const loginFn = createServerFn({ method: 'POST' })
  .validator(fnInput(v.object({ ...loginRequestSchema.entries, ...redirectField })))
  .handler(async ({ data }): Promise<Outcome<{ user: SessionUser; redirectTo: string }>> =>
    outcome(async () => {
      const { data: session } = await typedCall(
        api.auth({ token: null }).login.$post({
          json: { email: data.email, password: data.password, recaptchaResponse: data.recaptchaResponse },
        }),
      )
      setSessionCookies(session)
      await mergeGuestWishlist(session.access_token)
      // docs/product.md, How things behave: after login go home or to the remembered path, if it is local.
      return { user: session.user, redirectTo: safeRedirectPath(data.redirect) }
    }),
  )

// The forms validate with the same contract schemas first; these validators refuse anything that skipped them,
// and the API validates once more (422 with the shop validation messages per field).
export const registerFn = createServerFn({ method: 'POST' })
  .validator(fnInput(v.object({ input: registerRequestSchema, ...redirectField })))
  .handler(async ({ data }): Promise<Outcome<{ user: SessionUser; redirectTo: string }>> => {
    return outcome(async () => {
      const { data: session } = await typedCall(api.auth({ token: null }).register.$post({ json: data.input }))
      setSessionCookies(session)
      await mergeGuestWishlist(session.access_token)
      return { user: session.user, redirectTo: safeRedirectPath(data.redirect) }
    })
  })

/** docs/product.md, How things behave: logout clears the session server-side (POST /logout revokes the refresh-token family). */
export const logoutFn = createServerFn({ method: 'POST' }).handler(async (): Promise<{ ok: true }> => {
  const token = await freshAccessToken()
  const refresh = refreshToken()
  try {
    if (token || refresh)
      await typedCall(
        api.auth({ token: token ?? null }).logout.$post({ json: refresh ? { refresh_token: refresh } : {} }),
      )
  } catch {
    // Already dead on the server: clearing the cookies is all that is left to do.
  }
  clearSessionCookies()
  return { ok: true }
})

export const recoverFn = createServerFn({ method: 'POST' })
  .validator(fnInput(recoverRequestSchema))
  .handler(async ({ data }) =>
    outcome(async () => (await typedCall(api.auth({ token: null }).recover.$post({ json: data }))).data),
  )

export const resetFn = createServerFn({ method: 'POST' })
  .validator(fnInput(resetRequestSchema))
  .handler(async ({ data }) =>
    outcome(async () => (await typedCall(api.auth({ token: null }).reset.$post({ json: data }))).data),
  )

export const getProfile = createServerFn({ method: 'GET' }).handler(async (): Promise<UserProfile> => {
  const token = await requireSession('/cuenta/mi-cuenta/mis-datos')
  // The profile is answered without the envelope.
  return typedCall(api.profile({ token }).user.$get())
})

export const updateProfileFn = createServerFn({ method: 'POST' })
  .validator(fnInput(profileUpdateSchema))
  .handler(async ({ data }) => {
    const token = await requireSession()
    return outcome(async () => (await typedCall(api.profile({ token }).user.$put({ json: data }))).data)
  })

export const changePasswordFn = createServerFn({ method: 'POST' })
  .validator(fnInput(passwordChangeSchema))
  .handler(async ({ data }) => {
    const token = await requireSession()
    return outcome(async () => (await typedCall(api.profile({ token }).user.password.$put({ json: data }))).data)
  })

export const listAddresses = createServerFn({ method: 'GET' }).handler(async (): Promise<Address[]> => {
  const token = await requireSession('/cuenta/mi-cuenta/mis-direcciones')
  return (await typedCall(api.profile({ token }).addresses.$get())).data
})

export const saveAddressFn = createServerFn({ method: 'POST' })
  .validator(
    fnInput(v.object({ id: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), input: addressInputSchema })),
  )
  .handler(async ({ data }) => {
    const token = await requireSession()
    const body = data.input
    const addresses = api.profile({ token }).addresses
    return outcome(async () => {
      const answer = data.id
        ? await typedCall(addresses[':id'].$put({ param: { id: String(data.id) }, json: body }))
        : await typedCall(addresses.$post({ json: body }))
      return answer.data
    })
  })

export const deleteAddressFn = createServerFn({ method: 'POST' })
  .validator(fnInput(v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(1)) })))
  .handler(async ({ data }) => {
    const token = await requireSession()
    return outcome(
      async () =>
        (await typedCall(api.profile({ token }).addresses[':id'].$delete({ param: { id: String(data.id) } }))).data,
    )
  })

export const listPurchases = createServerFn({ method: 'GET' }).handler(async (): Promise<PurchaseSummary[]> => {
  const token = await requireSession('/cuenta/compras')
  return (await typedCall(api.profile({ token }).purchases.$get())).data
})

/** One purchase of the caller; null when it is not theirs or does not exist (the API answers 404 for both). */
export const getPurchase = createServerFn({ method: 'GET' })
  .validator(fnInput(v.object({ id: v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/)) })))
  .handler(async ({ data }): Promise<PurchaseDetail | null> => {
    const token = await requireSession(`/cuenta/compras/${data.id}`)
    try {
      return (await typedCall(api.profile({ token }).purchases[':id'].$get({ param: { id: data.id } }))).data
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) return null
      throw err
    }
  })

export const getRegions = createServerFn({ method: 'GET' }).handler(async (): Promise<Region[]> => {
  return (await typedCall(api.regions({ token: null }).$get())).data
})

export const getCommunes = createServerFn({ method: 'GET' })
  .validator(fnInput(v.object({ region: v.pipe(v.number(), v.integer(), v.minValue(1)) })))
  .handler(
    async ({ data }): Promise<Commune[]> =>
      (
        await typedCall(
          api.regions({ token: null })[':region'].communes.$get({ param: { region: String(data.region) } }),
        )
      ).data,
  )

/** The dev mailbox (/_dev/mail): null in production, where the API hides it. */
export const getDevMail = createServerFn({ method: 'GET' }).handler(async (): Promise<DevMail[] | null> => {
  try {
    return (await typedCall(api.devMail({ token: null }).$get())).data
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null
    throw err
  }
})
