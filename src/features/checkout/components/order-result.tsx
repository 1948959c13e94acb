import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import type { OrderView, PaymentRedirect } from '~/contract/checkout'
import { useCLP } from '~/ui/use-clp'
import { useErrorModal } from '~/ui/error-modal'
import { Icon } from '~/ui/icons'
import { TotalsTable } from '~/ui/totals-table'
import { startPayment } from '../checkout.functions'
import { checkoutStore } from '../checkout-state'
import { GatewayOverlay } from './gateway-overlay'

function NotFound() {
  return (
    <section className="checkout-card result">
      <h1>
        <Trans>Pedido no encontrado</Trans>
      </h1>
      <Link to="/" className="button button--primary">
        <Trans>Volver al inicio</Trans>
      </Link>
    </section>
  )
}

function Summary({ order }: { order: OrderView }) {
  const clp = useCLP()
  const { t } = useLingui()
  return (
    <>
      <ul className="order-items" aria-label={t`Productos del pedido`}>
        {order.items.map((i) => (
          <li key={i.sku}>
            <span>
              {i.qty} × {i.name}
            </span>
            <span>{clp(i.price * i.qty)}</span>
          </li>
        ))}
      </ul>
      <TotalsTable totals={order.totals} />
    </>
  )
}

/** Purchase result (docs/product.md, Pages /compras/completa/{id}, /gracias/{id}, /orden/{id}): the cart is already emptied by the API. */
export interface OrderResultProps {
  order: OrderView | null
}

export function OrderSuccess({ order }: OrderResultProps) {
  useEffect(() => {
    if (order && order.status !== 'payment_failed') checkoutStore.reset()
  }, [order])
  if (!order) return <NotFound />
  const paid = order.status === 'paid' || order.status === 'on_the_way' || order.status === 'delivered'
  return (
    <section className="checkout-card result result--success">
      <Icon name="check" size={40} />
      <h1>{paid ? <Trans>¡Gracias por tu compra!</Trans> : <Trans>Recibimos tu pedido</Trans>}</h1>
      <p>
        <Trans>
          Tu número de pedido es <strong>{order.number}</strong>. Te enviamos el detalle a {order.email}.
        </Trans>
      </p>
      {order.payment?.card_number ? (
        <p className="muted">
          <Trans>
            Pagado con tarjeta terminada en {order.payment.card_number} · código de autorización{' '}
            {order.payment.authorization_code}
          </Trans>
        </p>
      ) : null}
      <Summary order={order} />
      <p>
        {order.delivery.method === 'delivery' ? (
          <Trans>Despacho estimado: {order.delivery.time_delivery}</Trans>
        ) : (
          <Trans>Retiro en tienda</Trans>
        )}
      </p>
      {/* The e-mail travels in the history entry's state, never in the URL (history, logs, referrers). */}
      <Link
        to="/seguimiento"
        search={{ numero: order.number }}
        state={{ trackingEmail: order.email }}
        className="button button--primary"
      >
        <Trans>Seguir mi pedido</Trans>
      </Link>
    </section>
  )
}

/** Failed or cancelled payment, with retry (docs/product.md, Pages): the stock was released; retrying reserves it again. */
export function PaymentFailed({ order }: OrderResultProps) {
  const showError = useErrorModal()
  const [redirect, setRedirect] = useState<PaymentRedirect | null>(null)
  const [busy, setBusy] = useState(false)
  if (!order) return <NotFound />
  async function retry() {
    setBusy(true)
    try {
      const result = await startPayment({ data: { id: order!.id } })
      if (!result.ok) return showError(result)
      setRedirect(result.data)
    } catch (err) {
      showError(err)
    } finally {
      setBusy(false)
    }
  }
  return (
    <section className="checkout-card result result--failed">
      <Icon name="alert" size={40} />
      <h1>
        <Trans>No pudimos procesar tu pago</Trans>
      </h1>
      <p>
        <Trans>
          El pago del pedido <strong>{order.number}</strong> fue rechazado o cancelado. No se realizó ningún cargo.
        </Trans>
      </p>
      <Summary order={order} />
      {order.can_retry ? (
        <button type="button" className="button button--primary" disabled={busy} onClick={retry}>
          <Trans>Reintentar el pago</Trans>
        </button>
      ) : null}
      <Link to={'/carrito' as never} className="button button--ghost">
        <Trans>Volver al carrito</Trans>
      </Link>
      {redirect ? <GatewayOverlay redirect={redirect} /> : null}
    </section>
  )
}

/** /datos-de-transferencia: the shop's bank data; the order waits in validation until the transfer arrives. */
export function TransferData({ order }: { order: OrderView | null }) {
  const clp = useCLP()
  if (!order || !order.transfer) return <NotFound />
  const tr = order.transfer
  return (
    <section className="checkout-card result">
      <h1>
        <Trans>Datos de transferencia</Trans>
      </h1>
      <p>
        <Trans>
          Transfiere <strong>{clp(order.totals.total)}</strong> indicando el pedido <strong>{order.number}</strong> en
          el comentario. Tu pedido queda en validación hasta que recibamos el pago.
        </Trans>
      </p>
      <dl className="transfer-data">
        <dt>
          <Trans>Banco</Trans>
        </dt>
        <dd>{tr.bank}</dd>
        <dt>
          <Trans>Tipo de cuenta</Trans>
        </dt>
        <dd>{tr.account_type}</dd>
        <dt>
          <Trans>Número de cuenta</Trans>
        </dt>
        <dd>{tr.account}</dd>
        <dt>
          <Trans>Titular</Trans>
        </dt>
        <dd>{tr.name}</dd>
        <dt>
          <Trans>RUT</Trans>
        </dt>
        <dd>{tr.rut}</dd>
        <dt>
          <Trans>Correo</Trans>
        </dt>
        <dd>{tr.email}</dd>
      </dl>
      <Summary order={order} />
      {/* The e-mail travels in the history entry's state, never in the URL (history, logs, referrers). */}
      <Link
        to="/seguimiento"
        search={{ numero: order.number }}
        state={{ trackingEmail: order.email }}
        className="button button--primary"
      >
        <Trans>Seguir mi pedido</Trans>
      </Link>
    </section>
  )
}
