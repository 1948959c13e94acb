import type { ProductCard as Card } from '~/contract/catalog'
import type { AddToCartHandler } from '~/ui/add-to-cart'
import { ProductCard } from './product-card'

export function ProductGrid({
  products,
  onAdd,
  label,
}: {
  products: Card[]
  onAdd?: AddToCartHandler
  label?: string
}) {
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((product, i) => (
        <li key={product.id}>
          <ProductCard product={product} onAdd={onAdd} priority={i < 4} />
        </li>
      ))}
    </ul>
  )
}
