import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { formatCalendarDate, formatDate, formatDateTime, statusLabel, statusTone } from './purchase-format'
import type { PurchaseDetail as Purchase } from '~/contract/profile'
import { OrderLines } from '~/ui/order-lines'
import { TotalsTable } from '~/ui/totals-table'
import { PaymentNotes } from '~/ui/payment-notes'
import { useCLP } from '~/ui/use-clp'

// docs/product.md, What the shop stores order: number, date, dispatch type, payment method, dispatch cost, customer comment,
// tracking number, estimated delivery, purchase date — plus the lines and totals.
export function PurchaseDetail({ purchase }: { purchase: Purchase }) {
  const clp = useCLP()
  const { t, i18n } = useLingui()
  const dispatch = purchase.dispatch_type === 'pickup' ? t`Retiro en tienda` : t`Despacho a domicilio`
  const payment =
    purchase.payment_method === 'transfer' ? t`Transferencia bancaria` : t`Webpay (tarjeta de débito o crédito)`
  const rows: [ReactNode, ReactNode][] = [
    [t`Número de pedido`, purchase.number],
    [t`Fecha de compra`, formatDate(purchase.purchase_date, i18n.locale)],
    [
      t`Estado`,
      <span key="s" className={`status-badge status-badge--${statusTone(purchase.status)}`}>
        {statusLabel(i18n, purchase.status)}
      </span>,
    ],
    [t`Tipo de despacho`, dispatch],
    [t`Medio de pago`, payment],
    [t`Documento`, purchase.document === 'factura' ? t`Factura` : t`Boleta`],
    [t`Costo de despacho`, purchase.dispatch_cost > 0 ? clp(purchase.dispatch_cost) : t`Sin costo`],
    [t`Número de seguimiento`, purchase.tracking_number ?? t`Aún no asignado`],
    [
      t`Entrega estimada`,
      purchase.estimated_delivery ? formatCalendarDate(purchase.estimated_delivery, i18n.locale) : t`Por confirmar`,
    ],
  ]
  if (purchase.comment) rows.push([t`Comentario`, purchase.comment])
  return (
    <div className="purchase-detail">
      <dl className="purchase-facts">
        {rows.map(([label, value], index) => (
          <div key={index} className="purchase-facts__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {purchase.history.length ? (
        <section className="purchase-history" aria-label={t`Historial del pedido`}>
          <h3>
            <Trans>Historial</Trans>
          </h3>
          <ol>
            {purchase.history.map((event, index) => (
              <li key={index}>
                <span className="purchase-history__date">{formatDateTime(event.date, i18n.locale)}</span>{' '}
                <strong>{statusLabel(i18n, event.status)}</strong>
                {event.note ? <span className="purchase-history__note"> · {event.note}</span> : null}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <section className="purchase-order" aria-label={t`Productos del pedido`}>
        <PaymentNotes notes={purchase.payment_notes} />
        <OrderLines lines={purchase.items} />
        <TotalsTable totals={purchase.totals} />
      </section>
    </div>
  )
}
