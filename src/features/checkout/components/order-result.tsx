import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import type { OrderView, PaymentRedirect } from '~/contract/checkout'
import { useCLP } from '~/ui/use-clp'
import { useErrorModal } from '~/ui/error-modal'
import { Icon } from '~/ui/icons'
import { OrderLines } from '~/ui/order-lines'
import { PaymentNotes, hadReversal } from '~/ui/payment-notes'
import { TotalsTable } from '~/ui/totals-table'
import { formatDeadline } from '~/lib/dates'
import { longDay } from '~/lib/delivery-promise'
import { addressLine, PICKUP_STORE } from '~/lib/order-destination'
import { TRANSFER_DEADLINE_HOURS } from '~/lib/limits'
import { transferDeadline } from '~/lib/transfer-deadline'
import { startPayment } from '../checkout.functions'
import { checkoutStore } from '../checkout-state'
import { GatewayOverlay } from '~/ui/gateway-overlay'
import { HomeLink, ResultCard } from '~/ui/result-card'

function NotFound() {
  return (
    <ResultCard className="checkout-card result" title={<Trans>Pedido no encontrado</Trans>}>
      <HomeLink />
    </ResultCard>
  )
}

/** The e-mail travels in the history entry's state, never in the URL (history, logs, referrers). */
function TrackOrderLink({ order }: { order: OrderView }) {
  return (
    <Link
      to="/seguimiento"
      search={{ numero: order.number }}
      state={{ trackingEmail: order.email }}
      className="button button--primary"
    >
      <Trans>Seguir mi pedido</Trans>
    </Link>
  )
}

function Summary({ order }: { order: OrderView }) {
  return (
    <>
      <OrderLines lines={order.items} />
      <TotalsTable totals={order.totals} />
    </>
  )
}

/** Where the order goes (the address and who receives it, or the store) and its document, as its e-mail says. */
export function Destination({ order }: { order: OrderView }) {
  const { delivery, invoice } = order
  const address = delivery.method === 'delivery' && delivery.address ? addressLine(delivery.address) : null
  const receiver = delivery.receiver === 'other' && delivery.contact ? delivery.contact : null
  return (
    <dl className="order-facts">
      <dt>{delivery.method === 'pickup' ? <Trans>Retiro en tienda</Trans> : <Trans>Despacho a</Trans>}</dt>
      <dd>{delivery.method === 'pickup' ? PICKUP_STORE : (address ?? '—')}</dd>
      {receiver ? (
        <>
          <dt>
            <Trans>Recibe</Trans>
          </dt>
          <dd>
            {receiver.name} {receiver.surname} ({receiver.phone})
          </dd>
        </>
      ) : null}
      <dt>
        <Trans>Documento</Trans>
      </dt>
      <dd>
        {invoice ? (
          <Trans>
            Factura a nombre de {invoice.reason}, RUT {invoice.rut}
          </Trans>
        ) : (
          <Trans>Boleta</Trans>
        )}
      </dd>
    </dl>
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
    <ResultCard
      className="checkout-card result result--success"
      media={<Icon name="check" size={40} />}
      title={paid ? <Trans>¡Gracias por tu compra!</Trans> : <Trans>Recibimos tu pedido</Trans>}
    >
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
      <PaymentNotes notes={order.payment_notes} />
      <Summary order={order} />
      <p>
        {order.delivery.method === 'delivery' ? (
          <Trans>Despacho estimado: {order.delivery.time_delivery}</Trans>
        ) : (
          <Trans>Retiro en tienda</Trans>
        )}
      </p>
      <Destination order={order} />
      <TrackOrderLink order={order} />
    </ResultCard>
  )
}

/** Failed or cancelled payment, with retry (docs/product.md, Pages): the units stay held until the order's deadline. */
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
    <ResultCard
      className="checkout-card result result--failed"
      media={<Icon name="alert" size={40} />}
      title={<Trans>No pudimos procesar tu pago</Trans>}
    >
      {hadReversal(order.payment_notes) ? (
        <p>
          <Trans>
            El pedido <strong>{order.number}</strong> no quedó pagado.
          </Trans>
        </p>
      ) : (
        <p>
          <Trans>
            El pago del pedido <strong>{order.number}</strong> fue rechazado o cancelado. No se realizó ningún cargo.
          </Trans>
        </p>
      )}
      <PaymentNotes notes={order.payment_notes} />
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
    </ResultCard>
  )
}

/** A value of the bank data with a button that copies it (the shopper pastes it into their bank's app). */
function CopyableValue({ label, value, shown }: { label: string; value: string; shown?: string }) {
  const { t } = useLingui()
  const [copied, setCopied] = useState(false)
  return (
    <>
      <dt>{label}</dt>
      <dd className="transfer-data__value">
        <span>{shown ?? value}</span>
        <button
          type="button"
          className="button button--ghost transfer-data__copy"
          aria-label={t`Copiar ${label}`}
          onClick={async () => {
            try {
              await navigator.clipboard.writeText(value)
              setCopied(true)
              window.setTimeout(() => setCopied(false), 2500)
            } catch {
              setCopied(false)
            }
          }}
        >
          {copied ? t`Copiado` : t`Copiar`}
        </button>
        <span className="visually-hidden" aria-live="polite">
          {copied ? t`${label} copiado` : ''}
        </span>
      </dd>
    </>
  )
}

/**
 * /datos-de-transferencia: what the card confirmation says (thanks, the e-mail sent, the delivery day) plus what a
 * transfer needs: the amount, the shop's bank data with copy buttons, and the deadline to pay. The order waits in
 * validation until the staff confirm the transfer.
 */
export function TransferData({ order }: { order: OrderView | null }) {
  const clp = useCLP()
  const { t, i18n } = useLingui()
  if (!order || !order.transfer) return <NotFound />
  const tr = order.transfer
  const deadline = formatDeadline(transferDeadline(order.created_at), i18n.locale)
  const arrives = order.estimated_delivery
    ? longDay(order.estimated_delivery, i18n.locale === 'en' ? 'en' : 'es')
    : null
  return (
    <ResultCard
      className="checkout-card result result--success"
      media={<Icon name="check" size={40} />}
      title={<Trans>¡Gracias por tu compra!</Trans>}
    >
      <p>
        <Trans>
          Tu número de pedido es <strong>{order.number}</strong>. Te enviamos un correo a {order.email} con estos datos.
        </Trans>
      </p>
      <h2>
        <Trans>Datos de transferencia</Trans>
      </h2>
      <p>
        <Trans>
          Transfiere <strong>{clp(order.totals.total)}</strong> indicando el pedido <strong>{order.number}</strong> en
          el comentario. Tu pedido queda en validación hasta que recibamos el pago.
        </Trans>
      </p>
      <p className="notice transfer-deadline">
        <Trans>
          Plazo para transferir: hasta el <strong>{deadline}</strong> ({TRANSFER_DEADLINE_HOURS} horas). Después de ese
          plazo el pedido puede ser cancelado.
        </Trans>
      </p>
      <dl className="transfer-data">
        <CopyableValue label={t`Monto`} value={String(order.totals.total)} shown={clp(order.totals.total)} />
        <dt>
          <Trans>Banco</Trans>
        </dt>
        <dd>{tr.bank}</dd>
        <dt>
          <Trans>Tipo de cuenta</Trans>
        </dt>
        <dd>{tr.account_type}</dd>
        <CopyableValue label={t`Número de cuenta`} value={tr.account} />
        <CopyableValue label={t`Titular`} value={tr.name} />
        <CopyableValue label={t`RUT`} value={tr.rut} />
        <CopyableValue label={t`Correo`} value={tr.email} />
      </dl>
      {arrives ? (
        <p className="result__eta">
          {order.delivery.method === 'pickup'
            ? t`Si recibimos tu transferencia hoy, tu pedido estará listo para retiro el ${arrives}.`
            : t`Si recibimos tu transferencia hoy, tu pedido llega el ${arrives}.`}
        </p>
      ) : null}
      <Summary order={order} />
      <TrackOrderLink order={order} />
    </ResultCard>
  )
}
