import { useQuery } from '@tanstack/react-query'
import { deliveryEstimateQueryOptions } from '~/server/delivery.functions'
import { DeliveryPromiseText } from '~/ui/delivery-promise'
import { FreeShippingProgress } from '~/ui/free-shipping-progress'
import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { checkoutTotals } from '~/lib/totals'
import { TotalsTable } from '~/ui/totals-table'
import { useOnline } from '~/ui/offline-notice'
import { useCart, useCartUpdate } from '../use-cart'
import { useCartBusy } from '../use-cart-lines'
import { CartLines } from './cart-line'
import { GiftBoxOption } from './gift-box-option'

/** /carrito, purchase step 1 (docs/product.md, Pages). */
export function CartPage() {
  const { data: cart } = useCart()
  const update = useCartUpdate()
  const busy = useCartBusy()
  const online = useOnline()
  // The promise and the free-shipping threshold depend on the hour and the commune: read in the browser.
  const { data: estimate } = useQuery({ ...deliveryEstimateQueryOptions(), enabled: typeof window !== 'undefined' })
  if (!cart || cart.items.length === 0) {
    return (
      <section className="checkout-card">
        <h2>
          <Trans>Tu carrito está vacío</Trans>
        </h2>
        <p>
          <Trans>Aún no has agregado productos. Descubre nuestros vinos, destilados y productos gourmet.</Trans>
        </p>
        <Link to="/" className="button button--primary">
          <Trans>Seguir comprando</Trans>
        </Link>
      </section>
    )
  }
  const totals = checkoutTotals(cart.items, {
    coupon: cart.coupon ? { kind: cart.coupon.kind, value: cart.coupon.value } : null,
    giftBox: cart.gift_box.check ? cart.gift_box.price : 0,
  })
  return (
    <div className="checkout-grid">
      <section className="checkout-card">
        <h2>
          <Trans>Productos</Trans>
        </h2>
        {update.notice ? (
          <p className="notice" role="status">
            {update.notice}
          </p>
        ) : null}
        {cart.price_changes?.map((change) => (
          <p key={change.sku} className="notice" role="status">
            {change.message}
          </p>
        ))}
        <CartLines items={cart.items} busy={busy} onChange={(sku, qty) => update.mutate({ sku, qty })} />
        <GiftBoxOption cart={cart} />
      </section>
      <aside className="checkout-card checkout-summary">
        <h2>
          <Trans>Resumen</Trans>
        </h2>
        <TotalsTable totals={totals} showShipping={false} />
        <FreeShippingProgress goods={totals.total - totals.gift_box} threshold={estimate?.free_shipping_threshold} />
        {estimate ? <DeliveryPromiseText estimate={estimate} /> : null}
        {online ? (
          <Link to={'/informacion-personal' as never} className="button button--primary button--block">
            <Trans>Continuar</Trans>
          </Link>
        ) : (
          <>
            <button
              type="button"
              className="button button--primary button--block"
              disabled
              aria-describedby="cart-needs-connection"
            >
              <Trans>Continuar</Trans>
            </button>
            <p id="cart-needs-connection" className="form-field__hint">
              <Trans>Para continuar con la compra necesitas conexión.</Trans>
            </p>
          </>
        )}
      </aside>
    </div>
  )
}
