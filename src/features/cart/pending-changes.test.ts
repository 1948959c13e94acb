import { describe, expect, it } from 'vitest'
import type { Cart } from '~/contract/cart'
import { withPendingChanges } from './pending-changes'

const line = (sku: string, qty: number) => ({ sku, qty }) as Cart['items'][number]
const cart = {
  id: 'c1',
  items: [line('W-A', 1), line('W-B', 1)],
  totals: { quantity: 2, subtotal: 20000, amount: 20000, discount: 0, discount_percent: 0 },
} as unknown as Cart

describe('the cart with the changes still waiting (offline)', () => {
  it('counts the units the lines show, so the badge says what the cart page says', () => {
    const shown = withPendingChanges(cart, [{ sku: 'W-A', qty: 1, mode: 'add' }])!
    expect(shown.items.map((i) => i.qty)).toEqual([2, 1])
    expect(shown.totals.quantity).toBe(3)
    const removed = withPendingChanges(cart, [{ sku: 'W-B', qty: 0 }])!
    expect(removed.totals.quantity).toBe(1)
  })

  it('leaves the server’s cart alone when nothing waits', () => {
    expect(withPendingChanges(cart, [])).toBe(cart)
  })
})
