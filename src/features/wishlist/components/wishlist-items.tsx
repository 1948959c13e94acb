import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { WishlistItem } from '~/contract/wishlist'
import { useCLP } from '~/ui/use-clp'
import { productHref } from '~/lib/product-type'
import { nameWithVintage } from '~/lib/product-name'

/** The sellable unit of a saved product: its own sku, or the first format with stock (gourmet by weight). */
export function sellable(
  item: WishlistItem,
): { sku: string; price: number; stock: number; format: number | null } | null {
  if (item.sku) return { sku: item.sku, price: item.price, stock: item.stock, format: null }
  const format = item.formats.find((f) => f.stock > 0) ?? item.formats[0]
  return format ? { sku: format.sku, price: format.price, stock: format.stock, format: format.format } : null
}

/** One row per saved product: what it costs now, how that changed since it was saved, and whether it is in stock. */
export function WishlistItems({
  items,
  actions,
}: {
  items: WishlistItem[]
  actions?: (item: WishlistItem) => React.ReactNode
}) {
  const clp = useCLP()
  const { t } = useLingui()
  return (
    <ul className="wishlist__items">
      {items.map((item) => {
        const unit = sellable(item)
        const inStock = (unit?.stock ?? 0) > 0
        const change = item.price_change
        return (
          <li key={item.slug} className="wishlist-item">
            <Link
              to={productHref(item.product_type, item.slug)}
              className="wishlist-item__media"
              tabIndex={-1}
              aria-hidden="true"
            >
              <img src={item.frontend_image ?? ''} alt="" width={96} height={120} loading="lazy" decoding="async" />
            </Link>
            <div className="wishlist-item__body">
              {item.brand && <p className="wishlist-item__brand">{item.brand}</p>}
              <h2 className="wishlist-item__name">
                <Link to={productHref(item.product_type, item.slug)}>{nameWithVintage(item.name, item.year)}</Link>
              </h2>
              <p className="wishlist-item__price">
                <strong>{clp(item.price)}</strong>
                {change < 0 && (
                  <span className="wishlist-item__change wishlist-item__change--down">
                    {t`Bajó ${clp(-change)} desde que lo guardaste`}
                  </span>
                )}
                {change > 0 && (
                  <span className="wishlist-item__change">{t`Subió ${clp(change)} desde que lo guardaste`}</span>
                )}
              </p>
              <p className={`wishlist-item__stock${inStock ? '' : ' wishlist-item__stock--out'}`}>
                {inStock ? t`Disponible` : t`Agotado`}
              </p>
            </div>
            {actions && <div className="wishlist-item__actions">{actions(item)}</div>}
          </li>
        )
      })}
    </ul>
  )
}
