import { createServerFn } from '@tanstack/react-start'
import type { StaffMe } from '~/contract/admin'
import { ApiError } from '~/lib/errors'
import { api } from '~/server/api.server'
import { typedCall } from '~/server/api-client.server'

// The /gestion guard's server function, alone in its module: the guard runs in the route tree (the browser's entry),
// and the back-office's other server functions (with their input schemas) then load with the back-office's pages
// only (docs/decisions/019-what-loads-first.md).

export type StaffSession =
  | { state: 'ok'; me: StaffMe }
  | { state: 'signed-out' }
  | { state: 'forbidden' }
  /** Signed in more than 12 hours ago: must sign in again before a staff action. */
  | { state: 'stale' }

export const getStaffSession = createServerFn({ method: 'GET' }).handler(async (): Promise<StaffSession> => {
  try {
    const { data } = await typedCall(api.admin().me.$get())
    return { state: 'ok', me: data }
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) {
      return err.fieldErrors.session ? { state: 'stale' } : { state: 'signed-out' }
    }
    if (err instanceof ApiError && err.status === 403) return { state: 'forbidden' }
    throw err
  }
})
