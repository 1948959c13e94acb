import type { ReactNode } from 'react'
import { AddToCartProvider } from '~/ui/add-to-cart'
import { cartDrawer } from '../cart-ui'
import { useAddToCartHandler, useCart } from '../use-cart'

/** Provides the add-to-cart handler product cards and pages use (src/ui/add-to-cart); mounted by the root route. */
export function CartActionsRoot({ children }: { children: ReactNode }) {
  return <AddToCartProvider onAdd={useAddToCartHandler()}>{children}</AddToCartProvider>
}

/** The header's cart badge (docs/product.md, Pages: product count) and button (opens the drawer with its default title). */
export function useCartBadge() {
  const { data } = useCart()
  return { count: data?.totals.quantity ?? 0, open: () => cartDrawer.open('default') }
}
