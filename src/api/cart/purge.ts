import { EMPTY_CART_RETENTION_DAYS, GUEST_CART_RETENTION_DAYS } from '~/lib/limits'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Deletes abandoned carts (run by the Worker's Cron Trigger): empty ones after a day, guest carts untouched for
 * 30 days; never an account's cart with items, nor the cart of an order still waiting for its payment (a failed
 * payment keeps the cart for the retry). Lines go with their cart (ON DELETE CASCADE). Returns how many went.
 */
export async function purgeAbandonedCarts(db: D1Database, now = new Date()): Promise<number> {
  const emptyBefore = new Date(now.getTime() - EMPTY_CART_RETENTION_DAYS * DAY_MS).toISOString()
  const guestBefore = new Date(now.getTime() - GUEST_CART_RETENTION_DAYS * DAY_MS).toISOString()
  const result = await db
    .prepare(
      `DELETE FROM carts WHERE id IN (
         SELECT c.id FROM carts c
         WHERE c.updated_at < ?1
           AND (NOT EXISTS (SELECT 1 FROM cart_items i WHERE i.cart_id = c.id)
                OR (c.user_id IS NULL AND c.updated_at < ?2))
           AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.cart_id = c.id AND o.status = 'pending_payment')
         LIMIT 5000)`,
    )
    .bind(emptyBefore, guestBefore)
    .run()
  return result.meta.changes ?? 0
}
