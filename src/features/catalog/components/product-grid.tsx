import type { ProductCard as Card } from '~/contract/catalog'
import type { AddToCartHandler } from '~/ui/add-to-cart'
import { ProductCard } from './product-card'

export function ProductGrid({
  products,
  onAdd,
  label,
  lcp = false,
}: {
  products: Card[]
  onAdd?: AddToCartHandler
  label?: string
  /** The grid opens the page (a product list): its first photo is the page's largest paint, fetched first. */
  lcp?: boolean
}) {
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((product, i) => (
        <li key={product.id}>
          <ProductCard product={product} onAdd={onAdd} priority={i < 4} lcp={lcp && i === 0} />
        </li>
      ))}
    </ul>
  )
}
