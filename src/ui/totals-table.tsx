import { Trans } from '@lingui/react/macro'
import { exactPercent, type CheckoutTotals } from '~/lib/totals'
import { useCLP } from '~/ui/use-clp'

/**
 * The totals under every list of lines (cart, payment step, confirmation, tracking): subtotal at the lines' normal
 * prices (what the order lines add up to), then the offers of those lines and the coupon apart, each with its true
 * percentage or none (src/lib/totals.ts, exactPercent), shipping, gift box and total.
 */
export function TotalsTable({ totals, showShipping = true }: { totals: CheckoutTotals; showShipping?: boolean }) {
  const clp = useCLP()
  const offers = exactPercent(totals.product_discount, totals.subtotal)
  const coupon = exactPercent(totals.coupon_discount, totals.subtotal - totals.product_discount)
  return (
    <dl className="totals">
      <dt>
        <Trans>Subtotal</Trans>
      </dt>
      <dd>{clp(totals.subtotal)}</dd>
      {totals.product_discount > 0 ? (
        <>
          <dt>{offers === null ? <Trans>Ofertas</Trans> : <Trans>Ofertas ({offers} %)</Trans>}</dt>
          <dd className="totals__discount">−{clp(totals.product_discount)}</dd>
        </>
      ) : null}
      {totals.coupon_discount > 0 ? (
        <>
          <dt>
            {coupon === null ? <Trans>Cupón de descuento</Trans> : <Trans>Cupón de descuento ({coupon} %)</Trans>}
          </dt>
          <dd className="totals__discount">−{clp(totals.coupon_discount)}</dd>
        </>
      ) : null}
      {showShipping ? (
        <>
          <dt>
            <Trans>Despacho</Trans>
          </dt>
          <dd>{totals.shipping > 0 ? clp(totals.shipping) : <Trans>Gratis</Trans>}</dd>
        </>
      ) : null}
      {totals.gift_box > 0 ? (
        <>
          <dt>
            <Trans>Caja de regalo</Trans>
          </dt>
          <dd>{clp(totals.gift_box)}</dd>
        </>
      ) : null}
      <dt className="totals__total">
        <Trans>Total</Trans>
      </dt>
      <dd className="totals__total">{clp(totals.total)}</dd>
    </dl>
  )
}
