import { describe, expect, it } from 'vitest'
import { purgeAbandonedCarts } from '~/api/cart/purge'
import { clockStartsAt } from './clock'
import { createTestApi } from './harness'
import { addProduct, newCart, put } from './cart-fixtures'

// Abandoned carts are purged by the daily cron: empty ones after a day, guest carts untouched for 30 days.
// The API stamps the carts it makes by its clock, so the file's clock starts at the purge's instant.
clockStartsAt('2026-11-24T12:00:00Z')
const t = await createTestApi()
const NOW = new Date('2026-11-24T12:00:00Z')
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 24 * 60 * 60 * 1000).toISOString()
const age = (id: string, days: number) =>
  t.db.prepare('UPDATE carts SET updated_at = ? WHERE id = ?').bind(daysAgo(days), id).run()
const exists = async (id: string) => Boolean(await t.db.prepare('SELECT 1 FROM carts WHERE id = ?').bind(id).first())

describe('purgeAbandonedCarts', () => {
  it('deletes exactly what the retention says', async () => {
    const sku = await addProduct(t, { price: 9990, stock: 50 })
    const emptyOld = await newCart(t)
    await age(emptyOld, 2)
    const emptyNew = await newCart(t)
    const guestOld = await newCart(t)
    await put(t, guestOld, sku, 1)
    await age(guestOld, 31)
    const guestRecent = await newCart(t)
    await put(t, guestRecent, sku, 1)
    await age(guestRecent, 10)
    const account = await newCart(t)
    await put(t, account, sku, 1)
    await t.db.prepare('UPDATE carts SET user_id = 1 WHERE id = ?').bind(account).run()
    await age(account, 90)
    const paying = await newCart(t)
    await age(paying, 3)
    await t.db
      .prepare(
        `INSERT INTO orders (id, seq, number, cart_id, email, customer, status, subtotal, product_discount, discount,
           shipping, total, delivery_method, delivery, document, payment_platform, expires_at)
         VALUES ('purge-test-order', 990001, 'VAPURGE1', ?, 'a@b.cl', '{}', 'pending_payment', 0, 0, 0, 0, 0, 'pickup',
           '{}', 'boleta', 'webpay', '2099-01-01T00:00:00Z')`,
      )
      .bind(paying)
      .run()

    await purgeAbandonedCarts(t.db, NOW)

    expect(await exists(emptyOld)).toBe(false)
    expect(await exists(emptyNew)).toBe(true)
    expect(await exists(guestOld)).toBe(false)
    expect(await exists(guestRecent)).toBe(true)
    expect(await exists(account)).toBe(true)
    expect(await exists(paying)).toBe(true)
    // Lines went with their cart.
    const orphan = await t.db
      .prepare('SELECT count(*) AS n FROM cart_items i WHERE NOT EXISTS (SELECT 1 FROM carts c WHERE c.id = i.cart_id)')
      .first<{ n: number }>()
    expect(orphan!.n).toBe(0)
  })
})
