import { describe, expect, it } from 'vitest'
import { cartEvent } from './cart-analytics'

describe('cart analytics events (docs/product.md, The API)', () => {
  const item = { sku: 'W-1', name: 'Carménère', price: 9990 }
  it('an increase is add_to_cart with the added units, CLP value', () => {
    expect(cartEvent(1, 3, item)).toEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'CLP',
        value: 19980,
        items: [{ item_id: 'W-1', item_name: 'Carménère', price: 9990, quantity: 2 }],
      },
    })
  })
  it('a decrease or removal is remove_from_cart; no change is no event', () => {
    expect(cartEvent(2, 0, item)?.event).toBe('remove_from_cart')
    expect(cartEvent(2, 0, item)?.ecommerce.items[0]!.quantity).toBe(2)
    expect(cartEvent(2, 2, item)).toBeNull()
  })
})
