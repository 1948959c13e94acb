import { createContext, useContext } from 'react'

// The one thing product cards need from the cart, as a plain interface (features never import each other):
// the root provides the cart feature's implementation; catalogue cards call it or receive it as a prop.
export interface AddToCartInput {
  sku: string
  qty: number
  name?: string
  price?: number
}

export interface CartActions {
  /** Adds qty units of sku; resolves once the server cart is updated (and the drawer opened, spec §4). */
  addToCart: (input: AddToCartInput) => Promise<void>
  /** Units of this sku already in the cart (card counters cap at stock minus this). */
  quantityOf: (sku: string) => number
}

const CartActionsContext = createContext<CartActions>({ addToCart: async () => undefined, quantityOf: () => 0 })

export const CartActionsProvider = CartActionsContext.Provider

export function useCartActions(): CartActions {
  return useContext(CartActionsContext)
}
