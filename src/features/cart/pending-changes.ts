import type { Cart } from '~/contract/cart'

// Pure: the cart as shown while changes wait (src/features/cart/offline-queue.ts keeps and sends them).

export type CartLineInput = { sku: string; qty: number; mode?: 'set' | 'add'; name?: string; price?: number }

/**
 * The cart as the shopper left it: the server's copy with the changes still waiting (offline, or on their way)
 * applied in the order they were made. A quantity set on a line shows at once; an addition shows on a line already
 * in the cart (a product not in the cart yet has no line to show until the server answers).
 */
export function withPendingChanges(cart: Cart | undefined, changes: readonly CartLineInput[]): Cart | undefined {
  if (!cart || changes.length === 0) return cart
  let items = cart.items
  for (const change of changes) {
    if (!items.some((i) => i.sku === change.sku)) continue
    items = items
      .map((i) =>
        i.sku === change.sku ? { ...i, qty: (change.mode ?? 'set') === 'add' ? i.qty + change.qty : change.qty } : i,
      )
      .filter((i) => i.qty > 0)
  }
  // The header's badge counts units from the totals (as online): they follow the lines shown, so the badge, the
  // drawer and the cart page give one number while changes wait. Amounts stay the server's until it answers.
  return { ...cart, items, totals: { ...cart.totals, quantity: items.reduce((n, i) => n + i.qty, 0) } }
}
