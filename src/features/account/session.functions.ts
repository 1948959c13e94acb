import { createServerFn } from '@tanstack/react-start'
import type { SessionUser } from '~/contract/auth'
import { ApiError } from '~/lib/errors'
import { api } from '~/server/api.server'
import { typedCall } from '~/server/api-client.server'
import { clearSessionCookies, freshAccessToken } from '~/server/session.server'

// The session's server function, alone in its module: every page's root asks for it (the header's account link), so
// it is part of the browser's entry, and the account's other server functions (with their input schemas) load with
// the account's pages only (docs/decisions/019-what-loads-first.md).

/** The logged-in user for the header and the guards; null for guests (a dead session is cleared). */
export const getSessionUser = createServerFn({ method: 'GET' }).handler(async (): Promise<SessionUser | null> => {
  const token = await freshAccessToken()
  if (!token) return null
  try {
    return (await typedCall(api.auth({ token }).verify.$get())).data
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) {
      clearSessionCookies()
      return null
    }
    throw err
  }
})
