import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useFormStatus } from 'react-dom'
import type { ListCard } from '../list-card'
import { useAddToCart, type AddToCartHandler } from '~/ui/add-to-cart'
import { clampQuantity, isOutOfStock, purchasable } from '../gourmet'
import { QuantityCounter } from './quantity-counter'
import { cardProductType } from '~/lib/product-type'

export interface AddToCartProps {
  product: ListCard
  formatIndex: number
  /** Overrides the cart's handler from context (ui/add-to-cart.tsx): `onAdd(sku, qty)`. */
  onAdd?: AddToCartHandler
  size?: 'card' | 'page' | 'bar'
}

/**
 * docs/product.md, Pages / How things behave: add-to-cart with counter (1..stock). Out of stock hides the counter, shows the no-stock label
 * and a disabled button. Weight formats of gourmet products add one unit of the chosen format.
 */
export function AddToCart({ product, formatIndex, onAdd, size = 'card' }: AddToCartProps) {
  const { t } = useLingui()
  const fromContext = useAddToCart()
  const handler = onAdd ?? fromContext
  const [qty, setQty] = useState(1)
  const item = purchasable(product, formatIndex)
  const soldOut = isOutOfStock(product) || item.stock <= 0 || !item.sku
  const quantity = clampQuantity(qty, item.stock)

  if (soldOut) {
    return (
      <div className={`add-to-cart add-to-cart--${size} add-to-cart--out`}>
        <p className="no-stock">{t`Sin stock`}</p>
        <button type="button" className="button button--primary add-to-cart__btn" disabled>
          {t`Agregar al carro`}
        </button>
      </div>
    )
  }

  // A form action: a tap made before the page has hydrated is kept by React and run once it has (React's server HTML
  // queues such submits), so an early "Agregar al carro" is not lost (docs/decisions/025-react-in-the-browser.md).
  const add = async () => {
    if (!handler || !item.sku) return
    await handler(item.sku, quantity, {
      sku: item.sku,
      qty: quantity,
      name: product.name,
      slug: product.slug,
      product_type: cardProductType(product.letter),
      price: item.price,
      reference_price: item.reference_price,
      brand: product.brand,
      year: product.year,
      frontend_image: product.frontend_image,
      format: item.format?.format ?? null,
      stock: item.stock,
    })
    setQty(1)
  }

  return (
    <form className={`add-to-cart add-to-cart--${size}`} action={add}>
      {item.unitSales && (
        <QuantityCounter
          value={quantity}
          max={item.stock}
          onChange={(n) => setQty(clampQuantity(n, item.stock))}
          label={t`Cantidad de ${product.name}`}
        />
      )}
      <AddButton label={t`Agregar al carro`} />
    </form>
  )
}

/**
 * The form's submit button, busy while the line is being added: a second tap then does nothing. Not `disabled`: a
 * disabled button loses focus, and the cart drawer gives focus back to the button that opened it.
 */
function AddButton({ label }: { label: string }) {
  const { pending } = useFormStatus()
  return (
    <button
      type="submit"
      className="button button--primary add-to-cart__btn"
      aria-disabled={pending}
      aria-busy={pending}
      onClick={(event) => {
        if (pending) event.preventDefault()
      }}
    >
      {label}
    </button>
  )
}
