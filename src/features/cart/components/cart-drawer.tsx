import { useQuery } from '@tanstack/react-query'
import { useDeferredValue } from 'react'
import { deliveryEstimateQueryOptions } from '~/server/delivery.functions'
import { FreeShippingProgress } from '~/ui/free-shipping-progress'
import * as Dialog from '@radix-ui/react-dialog'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { checkoutTotals } from '~/lib/totals'
import { Icon } from '~/ui/icons'
import { useReturnFocus } from '~/ui/return-focus'
import { cartDrawer, useCartDrawer } from '../cart-ui'
import { useCart, useCartUpdate } from '../use-cart'
import { useCartBusy } from '../use-cart-lines'
import { CartLines } from './cart-line'
import { TotalsTable } from '~/ui/totals-table'
import { GiftBoxOption } from './gift-box-option'
import { RelatedSlider } from './related-slider'

/** docs/product.md, Pages cart side panel (right) and How things behave drawer rules. Page scroll is locked while it is open (Radix). */
export function CartDrawer() {
  const { t } = useLingui()
  const { open, title } = useCartDrawer()
  const { data: cart } = useCart()
  const update = useCartUpdate()
  const busy = useCartBusy()
  const returnFocus = useReturnFocus()
  const items = cart?.items ?? []
  const empty = items.length === 0
  const heading = empty
    ? t`Tu carrito está vacío`
    : title === 'added'
      ? t`Producto agregado a tu carrito`
      : title === 'removed'
        ? t`Producto eliminado de tu carrito`
        : t`Tu carrito`
  const change = (sku: string, qty: number) => {
    update.mutate({ sku, qty }, { onSuccess: (r) => r.ok && qty === 0 && cartDrawer.setTitle('removed') })
  }
  const { data: estimate } = useQuery({ ...deliveryEstimateQueryOptions(), enabled: open })
  // The recommendations (a carousel of product cards) come in the render right after the one that opens the
  // drawer: the line just added and the totals paint first.
  const showRelated = useDeferredValue(open, false)
  const totals = cart
    ? checkoutTotals(cart.items, {
        coupon: cart.coupon ? { kind: cart.coupon.kind, value: cart.coupon.value } : null,
        giftBox: cart.gift_box.check ? cart.gift_box.price : 0,
      })
    : null
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? cartDrawer.open() : cartDrawer.close())}>
      <Dialog.Portal>
        <Dialog.Overlay className="drawer-overlay" />
        <Dialog.Content className="cart-drawer" aria-describedby={undefined} {...returnFocus}>
          <header className="cart-drawer__head">
            <Dialog.Title className="cart-drawer__title">{heading}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label={t`Cerrar carrito`}>
              <Icon name="close" />
            </Dialog.Close>
          </header>
          {empty ? (
            <div className="cart-drawer__empty">
              <Icon name="cart" size={40} />
              <p>
                <Trans>Aún no has agregado productos. Descubre nuestros vinos, destilados y productos gourmet.</Trans>
              </p>
              <Link to="/" className="button button--primary" onClick={() => cartDrawer.close()}>
                <Trans>Seguir comprando</Trans>
              </Link>
            </div>
          ) : (
            <>
              <div className="cart-drawer__body">
                {update.notice ? (
                  <p className="notice" role="status">
                    {update.notice}
                  </p>
                ) : null}
                <CartLines items={items} busy={busy} onChange={change} />
                {cart ? <GiftBoxOption cart={cart} /> : null}
                {/* docs/product.md, Pages: the recommendations slider is hidden while loading. */}
                {!busy && showRelated && cart?.related ? (
                  <RelatedSlider
                    items={cart.related}
                    busy={busy}
                    onAdd={(item) =>
                      update.mutate({ sku: item.sku, qty: 1, mode: 'add', name: item.name, price: item.price })
                    }
                  />
                ) : null}
              </div>
              <footer className="cart-drawer__foot">
                {totals ? <TotalsTable totals={totals} showShipping={false} /> : null}
                {totals ? (
                  <FreeShippingProgress
                    goods={totals.total - totals.gift_box}
                    threshold={estimate?.free_shipping_threshold}
                  />
                ) : null}
                <div className="cart-drawer__actions">
                  <Link to={'/carrito' as never} className="button button--ghost" onClick={() => cartDrawer.close()}>
                    <Trans>Ver carrito</Trans>
                  </Link>
                  <Link
                    to={'/informacion-personal' as never}
                    className="button button--primary"
                    onClick={() => cartDrawer.close()}
                  >
                    <Trans>Finalizar compra</Trans>
                  </Link>
                </div>
              </footer>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
