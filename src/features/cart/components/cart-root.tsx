import type { ReactNode } from 'react'
import { CartActionsProvider } from '~/ui/cart-actions'
import { cartDrawer } from '../cart-ui'
import { useCart, useCartActionsValue } from '../use-cart'

/** Provides the cart actions product cards use (src/ui/cart-actions); mounted by the root route. */
export function CartActionsRoot({ children }: { children: ReactNode }) {
  return <CartActionsProvider value={useCartActionsValue()}>{children}</CartActionsProvider>
}

/** The header's cart badge (spec §2: product count) and button (opens the drawer with its default title). */
export function useCartBadge() {
  const { data } = useCart()
  return { count: data?.totals.quantity ?? 0, open: () => cartDrawer.open('default') }
}
