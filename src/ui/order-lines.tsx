import { Trans, useLingui } from '@lingui/react/macro'
import { basePrice, lineTotals, type PricedLine } from '~/lib/totals'
import { useCLP } from '~/ui/use-clp'

export interface OrderLine extends PricedLine {
  sku: string
  name: string
}

/**
 * The lines of an order or a cart summary, priced so that they add up to the totals below them: each line at its
 * normal price (the subtotal's), and a discounted line says its offer price and what it saves (the "Ofertas" row
 * is the sum of those). Used by the payment step, the confirmation, the tracking page and the purchase detail.
 */
export function OrderLines({ lines, label }: { lines: readonly OrderLine[]; label?: string }) {
  const clp = useCLP()
  const { t } = useLingui()
  return (
    <ul className="order-items" aria-label={label ?? t`Productos del pedido`}>
      {lines.map((line) => {
        const totals = lineTotals(line)
        const unit = basePrice(line)
        return (
          <li key={line.sku}>
            <span className="order-items__name">
              {line.qty} × {line.name}
              {line.qty > 1 ? <span className="order-items__unit"> ({clp(unit)})</span> : null}
            </span>
            <span className="order-items__amount">{clp(totals.subtotal)}</span>
            {totals.discount > 0 ? (
              <>
                <span className="order-items__offer">
                  <Trans>Oferta: {clp(line.price)} c/u</Trans>
                </span>
                <span className="order-items__offer order-items__amount">−{clp(totals.discount)}</span>
              </>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}
