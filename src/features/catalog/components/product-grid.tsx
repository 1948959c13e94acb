import { Suspense } from 'react'
import type { ListCard as Card } from '../list-card'
import type { AddToCartHandler } from '~/ui/add-to-cart'
import { ProductCard } from './product-card'

const FIRST_ROW = 4

export function ProductGrid({
  products,
  onAdd,
  label,
  lcp = false,
}: {
  products: Card[]
  onAdd?: AddToCartHandler
  label?: string
  /**
   * The grid opens the page (a product list): its first row loads at once and its first photo, the page's largest
   * paint, first of all. Grids further down (a box's contents, related products) load their photos lazily, so they
   * do not compete with the page's own picture on a phone's connection.
   */
  lcp?: boolean
}) {
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((product, i) => (
        <li key={product.id}>
          {/* Each card hydrates on its own (React's selective hydration): a list's cards are hydrated after the rest
              of the page in an interruptible render, and a tap on a card not hydrated yet hydrates that card alone
              first, not the whole list. */}
          <Suspense>
            <ProductCard product={product} onAdd={onAdd} priority={lcp && i < FIRST_ROW} lcp={lcp && i === 0} />
          </Suspense>
        </li>
      ))}
    </ul>
  )
}
