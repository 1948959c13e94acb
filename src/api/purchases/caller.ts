import { optionalUser } from '../auth/guard'
import type { ApiContext } from '../http'

/**
 * The signed-in buyer's user id, or null for guests (accounts guard: a present but invalid or revoked
 * token is a 401, never a silent guest). Registered buyers own their orders by user id.
 */
export async function callerUserId(c: ApiContext): Promise<number | null> {
  const user = await optionalUser(c)
  return user ? user.id : null
}
