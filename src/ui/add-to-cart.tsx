import { createContext, useContext, type ReactNode } from 'react'

// The hook point between product cards (catalog feature) and the cart (cart feature): features never import
// each other, so the cart provides this handler at the root route and every card and product page calls it.
// A card's own `onAdd` prop wins over the context (tests, stories, special pages).

export interface AddToCartItem {
  sku: string
  qty: number
  name: string
  slug: string
  product_type: string
  price: number
  reference_price: number | null
  brand: string | null
  year: number | null
  frontend_image: string | null
  /** Grams of the gourmet format, when the sku is a format. */
  format: number | null
  stock: number
}

export type AddToCartHandler = (sku: string, qty: number, item: AddToCartItem) => void | Promise<void>

const AddToCartContext = createContext<AddToCartHandler | null>(null)

export function AddToCartProvider({ onAdd, children }: { onAdd: AddToCartHandler; children: ReactNode }) {
  return <AddToCartContext.Provider value={onAdd}>{children}</AddToCartContext.Provider>
}

/** The add-to-cart handler in scope (null when no cart is mounted: buttons still render, clicks do nothing). */
export function useAddToCart(): AddToCartHandler | null {
  return useContext(AddToCartContext)
}
