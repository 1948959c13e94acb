import type { CartItem } from '~/contract/cart'

// docs/product.md, The API: add-to-cart and remove-from-cart pushed to the tag manager with currency CLP (value, item id,
// name, price, quantity). GA4 ecommerce shape, so the same object is forwarded server-side.
export interface CartAnalyticsEvent {
  event: 'add_to_cart' | 'remove_from_cart'
  ecommerce: {
    currency: 'CLP'
    value: number
    items: { item_id: string; item_name: string; price: number; quantity: number }[]
  }
}

export function cartEvent(
  before: number,
  after: number,
  item: Pick<CartItem, 'sku' | 'name' | 'price'>,
): CartAnalyticsEvent | null {
  const delta = after - before
  if (delta === 0) return null
  const quantity = Math.abs(delta)
  return {
    event: delta > 0 ? 'add_to_cart' : 'remove_from_cart',
    ecommerce: {
      currency: 'CLP',
      value: item.price * quantity,
      items: [{ item_id: item.sku, item_name: item.name, price: item.price, quantity }],
    },
  }
}

export function pushToDataLayer(event: CartAnalyticsEvent | null | undefined): void {
  if (!event || typeof window === 'undefined') return
  window.dataLayer = window.dataLayer ?? []
  // GA4 recommends clearing the previous ecommerce object first.
  window.dataLayer.push({ ecommerce: null })
  window.dataLayer.push(event as unknown as Record<string, unknown>)
}
