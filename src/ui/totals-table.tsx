import { Trans } from '@lingui/react/macro'
import type { CheckoutTotals } from '~/lib/totals'
import { useCLP } from '~/ui/use-clp'

/** docs/product.md, Numbers and limits totals: subtotal, discount (with %), shipping, gift box and total. */
export function TotalsTable({ totals, showShipping = true }: { totals: CheckoutTotals; showShipping?: boolean }) {
  const clp = useCLP()
  return (
    <dl className="totals">
      <dt>
        <Trans>Subtotal</Trans>
      </dt>
      <dd>{clp(totals.subtotal)}</dd>
      {totals.discount > 0 ? (
        <>
          <dt>
            <Trans>Descuento ({totals.discount_percent}%)</Trans>
          </dt>
          <dd className="totals__discount">-{clp(totals.discount)}</dd>
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
