import { FORM_DEFAULTS, ShopForm, setServerErrors, useAppForm } from '~/ui/form/form-kit'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'
import type { AdminOrderDetail, OrderAction } from '~/contract/admin'
import { santiagoToday } from '~/lib/delivery-promise'
import { formatCLP } from '~/lib/money'
import { formatChileanPhone } from '~/lib/phone'
import { basePrice, lineTotals } from '~/lib/totals'
import type { Outcome } from '~/lib/outcome'
import { calendarDay, dateTime, orderActionLabel, orderStatusLabel, orderStatusTone } from '../format'
import { ActionFormButtons, ActionNotice, PageHeader, StatusBadge } from './shell'
import { AuditSentenceView } from './audit-view'
import { PaymentStateBadge, RefundPanel, type RefundFn } from './refunds'

export type TransitionFn = (transition: Record<string, unknown>) => Promise<Outcome<AdminOrderDetail>>

// The order page: everything staff need to act on one order, the actions the state machine allows from its
// status, and its timeline (status changes the shopper sees, and who of the staff did what).
export function OrderDetailPage({
  order,
  onTransition,
  onRefund,
  onChanged,
}: {
  order: AdminOrderDetail
  onTransition: TransitionFn
  onRefund: RefundFn
  onChanged: () => void
}) {
  const { t, i18n } = useLingui()
  const paymentStatusLabel = usePaymentStatusLabel()
  const locale = i18n.locale
  return (
    <>
      <p className="bo-back">
        <Link to="/gestion/pedidos" className="bo-link">
          ← <Trans>Pedidos</Trans>
        </Link>
      </p>
      <PageHeader
        title={
          <>
            {t`Pedido ${order.number}`}{' '}
            <StatusBadge tone={orderStatusTone(order.status)}>{orderStatusLabel(i18n, order.status)}</StatusBadge>{' '}
            <PaymentStateBadge state={order.payment_state} />
          </>
        }
      >
        <Link to="/gestion/pedidos/$numero/empaque" params={{ numero: order.number }} className="button button--ghost">
          <Trans>Hoja de empaque</Trans>
        </Link>
      </PageHeader>
      <p className="bo-lede">
        <Trans>
          Creado el {dateTime(order.created_at, locale)} · {formatCLP(order.totals.total, locale)} ·{' '}
          {order.payment_platform === 'transfer' ? t`Transferencia` : 'Webpay'}
        </Trans>
      </p>

      <div className="bo-columns">
        <div className="bo-col-main">
          <OrderActions order={order} onTransition={onTransition} onChanged={onChanged} />
          <RefundPanel order={order} onRefund={onRefund} onChanged={onChanged} />

          <Panel title={t`Productos`}>
            <table className="bo-table bo-table--compact">
              <thead>
                <tr>
                  <th scope="col">{t`Producto`}</th>
                  <th scope="col">SKU</th>
                  <th scope="col" className="bo-num">{t`Cant.`}</th>
                  <th scope="col" className="bo-num">{t`Precio`}</th>
                  <th scope="col" className="bo-num">{t`Subtotal`}</th>
                </tr>
              </thead>
              <tbody>
                {order.items.map((item) => (
                  <tr key={item.sku}>
                    <td>{item.name}</td>
                    <td className="bo-mono">{item.sku}</td>
                    <td className="bo-num">{item.qty}</td>
                    {/* At the normal price, so the lines add up to the subtotal; the offer is shown apart. */}
                    <td className="bo-num">
                      {formatCLP(basePrice(item), locale)}
                      {lineTotals(item).discount > 0 ? (
                        <span className="bo-sub">{t`oferta ${formatCLP(item.price, locale)}`}</span>
                      ) : null}
                    </td>
                    <td className="bo-num">{formatCLP(lineTotals(item).subtotal, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <dl className="bo-totals">
              <dt>{t`Subtotal`}</dt>
              <dd>{formatCLP(order.totals.subtotal, locale)}</dd>
              {order.totals.product_discount ? (
                <>
                  <dt>{t`Ofertas`}</dt>
                  <dd>−{formatCLP(order.totals.product_discount, locale)}</dd>
                </>
              ) : null}
              {order.totals.coupon_discount ? (
                <>
                  <dt>{t`Cupón ${order.coupon_code ?? ''}`}</dt>
                  <dd>−{formatCLP(order.totals.coupon_discount, locale)}</dd>
                </>
              ) : null}
              <dt>{t`Despacho`}</dt>
              <dd>{order.totals.shipping ? formatCLP(order.totals.shipping, locale) : t`Gratis`}</dd>
              {order.totals.gift_box ? (
                <>
                  <dt>{t`Caja de regalo`}</dt>
                  <dd>{formatCLP(order.totals.gift_box, locale)}</dd>
                </>
              ) : null}
              <dt className="bo-totals__total">{t`Total`}</dt>
              <dd className="bo-totals__total">{formatCLP(order.totals.total, locale)}</dd>
            </dl>
          </Panel>

          <Panel title={t`Historial`}>
            <ol className="bo-timeline">
              {order.timeline.map((entry, index) => (
                <li key={index} className={`bo-timeline__item bo-timeline__item--${entry.kind}`}>
                  <time dateTime={entry.at}>{dateTime(entry.at, locale)}</time>
                  <div>
                    {entry.kind === 'status' ? (
                      <strong>{orderStatusLabel(i18n, entry.status ?? '')}</strong>
                    ) : entry.audit ? (
                      <AuditSentenceView row={entry.audit} />
                    ) : null}
                    {entry.note ? <p className="bo-sub">{entry.note}</p> : null}
                  </div>
                </li>
              ))}
            </ol>
          </Panel>
        </div>

        <aside className="bo-col-side">
          <Panel title={t`Cliente`}>
            <p>
              <strong>
                {order.customer.name} {order.customer.surname}
              </strong>
              <br />
              RUT {order.customer.rut}
              <br />
              <a href={`mailto:${order.customer.email}`}>{order.customer.email}</a>
              <br />
              {order.customer.phone ? (
                <>
                  <a href={`tel:${order.customer.phone}`}>{formatChileanPhone(order.customer.phone)}</a>
                  <br />
                </>
              ) : null}
              <span className="bo-sub">
                {order.customer.registered ? t`Cliente registrado` : t`Compra como invitado`}
              </span>
            </p>
          </Panel>
          <Panel title={t`Entrega`}>
            {order.delivery.method === 'pickup' ? (
              <p>{t`Retiro en tienda`}</p>
            ) : (
              <p>
                {order.delivery.address}
                <br />
                {order.delivery.commune}, {order.delivery.region}
              </p>
            )}
            {order.delivery.contact ? (
              <p className="bo-sub">
                {t`Recibe: ${order.delivery.contact.name} ${order.delivery.contact.surname}, ${order.delivery.contact.phone}`}
              </p>
            ) : null}
            {order.delivery.comment ? <p className="bo-sub">“{order.delivery.comment}”</p> : null}
            {order.delivery.estimated_delivery ? (
              <p>{t`Fecha prometida: ${calendarDay(order.delivery.estimated_delivery, locale)}`}</p>
            ) : null}
            {order.tracking_number ? (
              <p>
                {t`Courier: ${order.courier ?? ''}`}
                <br />
                {t`Seguimiento:`} <span className="bo-mono">{order.tracking_number}</span>
              </p>
            ) : null}
            {order.cancel_reason ? <p className="bo-sub">{t`Motivo de cancelación: ${order.cancel_reason}`}</p> : null}
          </Panel>
          <Panel title={t`Documento`}>
            {order.document.kind === 'factura' ? (
              <p>
                <strong>{t`Factura`}</strong>
                <br />
                {order.document.business_name}
                <br />
                RUT {order.document.rut}
                <br />
                {t`Giro: ${order.document.giro ?? ''}`}
              </p>
            ) : (
              <p>{t`Boleta`}</p>
            )}
          </Panel>
          <Panel title={t`Pagos`}>
            {order.transfer ? (
              <p>
                {t`Transferencia de ${formatCLP(order.transfer.amount, locale)} del ${calendarDay(order.transfer.transferred_on, locale)}`}
                <br />
                {t`Referencia:`} <span className="bo-mono">{order.transfer.reference}</span>
                <br />
                <span className="bo-sub">{t`Registrada por ${order.transfer.recorded_by}`}</span>
              </p>
            ) : null}
            {order.payments
              .filter((p) => p.platform === 'webpay' || !order.transfer)
              .map((p, i) => (
                <p key={i} className={p.status.startsWith('reversal') ? 'bo-payment bo-payment--alert' : 'bo-payment'}>
                  {p.platform === 'transfer' ? t`Transferencia` : 'Webpay'} · {paymentStatusLabel(p.status)} ·{' '}
                  {formatCLP(p.amount, locale)}
                  {p.card_number ? ` · **** ${p.card_number}` : ''}
                  {p.authorization_code ? ` · ${t`autorización ${p.authorization_code}`}` : ''}
                  <br />
                  <span className="bo-sub">{dateTime(p.created_at, locale)}</span>
                </p>
              ))}
            {order.refunds.map((r) => (
              <p key={`r${r.id}`}>
                {r.status === 'failed'
                  ? t`Devolución de ${formatCLP(r.amount, locale)} rechazada por Webpay`
                  : r.method === 'transfer'
                    ? t`Devolución de ${formatCLP(r.amount, locale)} por transferencia, ref. ${r.reference}`
                    : t`Devolución de ${formatCLP(r.amount, locale)} a la tarjeta`}
                <br />
                <span className="bo-sub">
                  {r.reason} · {r.created_by} · {dateTime(r.created_at, locale)}
                </span>
              </p>
            ))}
            {!order.transfer && order.payments.length === 0 ? (
              <p className="bo-sub">{t`Sin pagos registrados.`}</p>
            ) : null}
          </Panel>
        </aside>
      </div>
    </>
  )
}

/** A card transaction's state in words (the reversed ones are captures the shop gave back by itself). */
function usePaymentStatusLabel() {
  const { t } = useLingui()
  return (status: string): string => {
    switch (status) {
      case 'starting':
        return t`abriendo en Webpay`
      case 'created':
        return t`abierto, esperando la tarjeta`
      case 'committing':
        return t`confirmando`
      case 'authorized':
        return t`pagado`
      case 'failed':
        return t`rechazado`
      case 'aborted':
        return t`anulado por el cliente`
      case 'timeout':
        return t`vencido`
      case 'superseded':
        return t`reemplazado por otro intento`
      case 'mismatch':
        return t`monto distinto al del pedido, devuelto`
      case 'reversed':
        return t`cobro repetido, devuelto automáticamente`
      case 'reversal_failed':
        return t`cobro repetido que Webpay no dejó devolver: devuélvelo a mano`
      default:
        return status
    }
  }
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="bo-panel">
      <h2>{title}</h2>
      {children}
    </section>
  )
}

function OrderActions({
  order,
  onTransition,
  onChanged,
}: {
  order: AdminOrderDetail
  onTransition: TransitionFn
  onChanged: () => void
}) {
  const { t, i18n } = useLingui()
  const [open, setOpen] = useState<OrderAction | null>(null)
  const [notice, setNotice] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null)
  const [fieldsRefused, setFieldsRefused] = useState(false)
  const form = useAppForm({
    ...FORM_DEFAULTS,
    defaultValues: {
      amount: '',
      transferred_on: santiagoToday(new Date()).day,
      reference: '',
      courier: '',
      tracking_code: '',
      reason: '',
    },
    onSubmit: async ({ value, formApi }) => {
      if (!open) return
      const body: Record<string, unknown> = { action: open, version: order.version }
      if (open === 'confirm' && order.payment_platform === 'transfer') {
        body.transfer = {
          amount: value.amount.replace(/\D/g, ''),
          transferred_on: value.transferred_on,
          reference: value.reference,
        }
      }
      if (open === 'dispatch') Object.assign(body, { courier: value.courier, tracking_code: value.tracking_code })
      if (open === 'cancel') body.reason = value.reason
      setNotice(null)
      const result = await onTransition(body)
      if (result.ok) {
        setServerErrors(formApi, {})
        setFieldsRefused(false)
        setOpen(null)
        setNotice({
          tone: 'ok',
          text: t`Listo: el pedido quedó ${orderStatusLabel(i18n, result.data.status)}. Enviamos un correo al cliente.`,
        })
        onChanged()
      } else {
        // The transfer's fields come back as `transfer.amount`…: shown beside the field of that name.
        const errors = Object.fromEntries(
          Object.entries(result.fieldErrors).map(([key, messages]) => [key.replace(/^transfer\./, ''), messages]),
        )
        setServerErrors(formApi, errors)
        setFieldsRefused(Object.keys(errors).length > 0)
        setNotice({ tone: 'error', text: result.message })
      }
    },
  })

  // The opener names the action; the form's own button says what it does, so the two are never the same name.
  const submitLabel = (action: OrderAction) =>
    action === 'confirm'
      ? order.payment_platform === 'transfer'
        ? t`Registrar transferencia y confirmar`
        : t`Sí, confirmar el pedido`
      : action === 'dispatch'
        ? t`Guardar despacho`
        : action === 'deliver'
          ? t`Sí, marcar entregado`
          : t`Sí, cancelar el pedido`

  if (order.actions.length === 0) {
    return (
      <section className="bo-panel bo-panel--muted">
        <p>{t`Este pedido ya no admite cambios.`}</p>
      </section>
    )
  }

  return (
    <section className="bo-panel bo-actions">
      <h2>{t`Acciones`}</h2>
      <div className="bo-actions__buttons">
        {order.actions.map((action) => (
          <button
            key={action}
            type="button"
            className={`button ${action === 'cancel' ? 'button--ghost bo-danger' : 'button--primary'}`}
            aria-expanded={open === action}
            onClick={() => {
              setOpen(open === action ? null : action)
              setServerErrors(form, {})
              setFieldsRefused(false)
              setNotice(null)
            }}
          >
            {orderActionLabel(i18n, action)}
          </button>
        ))}
      </div>
      <ActionNotice notice={notice} />
      {notice?.tone === 'error' && !fieldsRefused ? (
        <button type="button" className="bo-link" onClick={onChanged}>
          <Trans>Recargar el pedido</Trans>
        </button>
      ) : null}
      {open ? (
        <ShopForm form={form} className="bo-action-form">
          {open === 'confirm' && order.payment_platform === 'transfer' ? (
            <>
              <p className="bo-sub">
                {t`Compara con el estado de cuenta: el monto debe ser exactamente ${formatCLP(order.totals.total, i18n.locale)}.`}
              </p>
              <form.AppField name="amount">
                {(f) => <f.TextField label={t`Monto transferido (CLP)`} inputMode="numeric" required />}
              </form.AppField>
              <form.AppField name="transferred_on">
                {(f) => <f.TextField label={t`Fecha de la transferencia`} type="date" required />}
              </form.AppField>
              <form.AppField name="reference">
                {(f) => <f.TextField label={t`Referencia o número de operación`} maxLength={80} required />}
              </form.AppField>
            </>
          ) : null}
          {open === 'confirm' && order.payment_platform !== 'transfer' ? <p>{t`¿Confirmar este pedido?`}</p> : null}
          {open === 'dispatch' ? (
            <>
              <form.AppField name="courier">
                {(f) => <f.TextField label={t`Courier`} list="bo-couriers" maxLength={60} required />}
              </form.AppField>
              <datalist id="bo-couriers">
                {['Starken', 'Chilexpress', 'Blue Express', 'Correos de Chile', 'Despacho propio'].map((c) => (
                  <option key={c} value={c} />
                ))}
              </datalist>
              <form.AppField name="tracking_code">
                {(f) => <f.TextField label={t`Código de seguimiento`} maxLength={60} required />}
              </form.AppField>
            </>
          ) : null}
          {open === 'deliver' ? <p>{t`¿El cliente ya recibió el pedido?`}</p> : null}
          {open === 'cancel' ? (
            <>
              <p className="bo-sub">{t`Todas las unidades vuelven al stock y el cliente recibe un correo con el motivo.`}</p>
              <form.AppField name="reason">
                {(f) => <f.TextareaField label={t`Motivo de la cancelación`} maxLength={300} rows={3} required />}
              </form.AppField>
            </>
          ) : null}
          <ActionFormButtons back={() => setOpen(null)}>
            <form.SubmitButton
              variant={open === 'cancel' ? null : 'primary'}
              className={open === 'cancel' ? 'bo-danger-solid' : undefined}
            >
              {submitLabel(open)}
            </form.SubmitButton>
          </ActionFormButtons>
        </ShopForm>
      ) : null}
    </section>
  )
}
