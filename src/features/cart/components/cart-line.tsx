import { useLingui } from '@lingui/react/macro'
import type { CartItem } from '~/contract/cart'
import { useCLP } from '~/ui/use-clp'
import { showOldPrice } from '~/lib/price-display'
import { MIN_QUANTITY } from '~/lib/limits'
import { Icon } from '~/ui/icons'
import { LineAlternatives } from './line-alternatives'
import { useQueuedCartChanges } from '../use-cart-lines'

const LETTER: Record<string, string> = {
  'App\\Models\\Box': 'b',
  'App\\Models\\GourmetProduct': 'g',
  'App\\Models\\Alcohol': 'a',
  'App\\Models\\Wine': 'w',
}

export interface CartLineProps {
  item: CartItem
  busy: boolean
  onChange: (qty: number) => void
}

/** docs/product.md, How things behave: minus disabled at qty 1 or less, plus disabled at or above stock; remove sets the quantity to 0. */
export function CartLine({ item, busy, onChange }: CartLineProps) {
  const clp = useCLP()
  const { t } = useLingui()
  const brand = typeof item.brand === 'string' ? item.brand : null
  return (
    <li className="cart-line">
      <img
        className="cart-line__image"
        src={item.frontend_image ?? '/favicon.svg'}
        alt=""
        width={64}
        height={80}
        loading="lazy"
      />
      <div className="cart-line__body">
        <a className="cart-line__name" href={`/productos/${item.slug}?t=${LETTER[item.product_type] ?? 'w'}`}>
          {item.name}
        </a>
        <span className="cart-line__meta">{[brand, item.year].filter(Boolean).join(' · ')}</span>
        <span className="cart-line__price">
          {showOldPrice(item.price, item.reference_price) ? <s>{clp(item.reference_price)}</s> : null}{' '}
          <strong>{clp(item.price)}</strong>
        </span>
        <div className="cart-line__controls">
          <div className="qty" role="group" aria-label={t`Cantidad de ${item.name}`}>
            <button
              type="button"
              className="qty__btn"
              aria-label={t`Quitar una unidad`}
              disabled={busy || item.qty <= MIN_QUANTITY}
              onClick={() => onChange(item.qty - 1)}
            >
              −
            </button>
            <output className="qty__value" aria-live="polite">
              {item.qty}
            </output>
            <button
              type="button"
              className="qty__btn"
              aria-label={t`Agregar una unidad`}
              disabled={busy || item.qty >= item.stock}
              onClick={() => onChange(item.qty + 1)}
            >
              +
            </button>
          </div>
          <button
            type="button"
            className="cart-line__remove"
            aria-label={t`Eliminar ${item.name}`}
            disabled={busy}
            onClick={() => onChange(0)}
          >
            <Icon name="close" size={18} />
          </button>
        </div>
        {item.stock < item.qty ? <LineAlternatives item={item} busy={busy} /> : null}
      </div>
    </li>
  )
}

/** The cart's lines (drawer and page), under a note while changes made offline wait for the connection. */
export function CartLines({
  items,
  busy,
  onChange,
}: {
  items: CartItem[]
  busy: boolean
  onChange: (sku: string, qty: number) => void
}) {
  const { t } = useLingui()
  const queued = useQueuedCartChanges()
  return (
    <>
      {queued ? (
        <p className="notice notice--offline" role="status">
          {t`Sin conexión: tus cambios al carrito se guardarán cuando vuelva la conexión.`}
        </p>
      ) : null}
      <ul className="cart-lines" aria-label={t`Productos en tu carrito`}>
        {items.map((item) => (
          <CartLine key={item.sku} item={item} busy={busy} onChange={(qty) => onChange(item.sku, qty)} />
        ))}
      </ul>
    </>
  )
}
