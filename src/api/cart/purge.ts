import { EMPTY_CART_RETENTION_DAYS, GUEST_CART_RETENTION_DAYS } from '~/lib/limits'
import { deleteAbandonedCarts } from './queries'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Deletes abandoned carts (run by the Worker's Cron Trigger): empty ones after a day, guest carts untouched for
 * 30 days; never an account's cart with items, nor the cart of an order still waiting for its payment (a failed
 * payment keeps the cart for the retry). Lines go with their cart (ON DELETE CASCADE). Returns how many went.
 */
export async function purgeAbandonedCarts(db: D1Database, now = new Date()): Promise<number> {
  const emptyBefore = new Date(now.getTime() - EMPTY_CART_RETENTION_DAYS * DAY_MS).toISOString()
  const guestBefore = new Date(now.getTime() - GUEST_CART_RETENTION_DAYS * DAY_MS).toISOString()
  const result = await deleteAbandonedCarts(db, emptyBefore, guestBefore)
  return result.meta.changes ?? 0
}
