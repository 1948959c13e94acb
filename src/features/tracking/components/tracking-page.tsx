import { Trans, useLingui } from '@lingui/react/macro'
import { useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import * as v from 'valibot'
import {
  trackingLinkQuerySchema,
  trackingQuerySchema,
  type PaymentRedirect,
  type TrackingLookup,
  type TrackingStep,
  type TrackingView,
} from '~/contract/checkout'
import { formatCalendarDate, formatDate, formatDeadline } from '~/lib/dates'
import type { Locale } from '~/lib/locale'
import { PaymentNotes, hadReversal } from '~/ui/payment-notes'
import { useCLP } from '~/ui/use-clp'
import { useErrorModal } from '~/ui/error-modal'
import { FORM_DEFAULTS, ShopForm, formSchema, useAppForm } from '~/ui/form/form-kit'
import { OrderLines } from '~/ui/order-lines'
import { TotalsTable } from '~/ui/totals-table'
import { GatewayOverlay } from '~/ui/gateway-overlay'
import { payTrackedOrder, trackLinkedOrder, trackOrder } from '../tracking.functions'

type Query = TrackingLookup

/** /seguimiento: tracking form (order number and e-mail) and the status timeline of docs/product.md, How things behave. */
export function TrackingPage({ locale, initial }: { locale: Locale; initial: { numero?: string; clave?: string } }) {
  const { t } = useLingui()
  const showError = useErrorModal()
  // "Seguir mi pedido" hands over the e-mail in the history entry's state, so the URL never carries it.
  const handedEmail = useRouterState({ select: (s) => s.location.state.trackingEmail })
  const [result, setResult] = useState<{ view: TrackingView; query: Query } | null>(null)
  const [notFound, setNotFound] = useState<string | null>(null)

  const form = useAppForm({
    ...FORM_DEFAULTS,
    defaultValues: { number: initial.numero ?? '', email: handedEmail ?? '' },
    validators: { onChange: formSchema<{ number: string; email: string }>(trackingQuerySchema) },
    onSubmit: ({ value }) => lookUp(value),
  })

  async function lookUp(values: { number: string; email: string }) {
    const parsed = v.safeParse(trackingQuerySchema, values)
    if (!parsed.success) return
    return show(parsed.output, trackOrder({ data: parsed.output }))
  }

  async function show(query: Query, request: ReturnType<typeof trackOrder>) {
    setNotFound(null)
    const res = await request.catch((err) => (showError(err), null))
    if (!res) return
    if (!res.ok) {
      setResult(null)
      return setNotFound(res.message)
    }
    setResult({ view: res.data, query })
  }

  // Arriving from an order's confirmation, or from the signed link of its e-mail: show its status at once.
  useEffect(() => {
    const linked = v.safeParse(trackingLinkQuerySchema, { number: initial.numero, key: initial.clave })
    if (linked.success) void show(linked.output, trackLinkedOrder({ data: linked.output }))
    else if (initial.numero && handedEmail) void lookUp({ number: initial.numero, email: handedEmail })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return (
    <main id="contenido" className="checkout-page">
      <h1>
        <Trans>Seguimiento de pedido</Trans>
      </h1>
      <ShopForm form={form} className="checkout-card tracking-form">
        <div className="form-row">
          <form.AppField name="number">
            {(f) => <f.TextField label={t`Número de pedido`} placeholder="VA100001" />}
          </form.AppField>
          <form.AppField name="email">
            {(f) => <f.TextField label={t`Correo electrónico`} type="email" autoComplete="email" />}
          </form.AppField>
        </div>
        <form.SubmitButton>
          <Trans>Buscar pedido</Trans>
        </form.SubmitButton>
      </ShopForm>
      {notFound ? (
        <p className="notice notice--error" role="alert">
          {notFound}
        </p>
      ) : null}
      {result ? <TrackedOrder view={result.view} query={result.query} locale={locale} /> : null}
    </main>
  )
}

export function TrackedOrder({ view, query, locale }: { view: TrackingView; query: Query; locale: Locale }) {
  const clp = useCLP()
  const { t } = useLingui()
  const labels: Record<TrackingStep, string> = {
    in_validation: t`En validación`,
    confirmed: t`Compra confirmada`,
    on_the_way: t`En camino`,
    delivered: t`Entregado`,
  }
  const date = (iso: string | null) => formatDate(iso, locale)
  const active = view.state === 'active'
  return (
    <section className="checkout-card tracking-result" aria-label={t`Estado del pedido`}>
      <h2>
        <Trans>Pedido {view.number}</Trans>
      </h2>
      {view.state === 'cancelled' && view.cancelled ? (
        <p className="notice notice--error" role="status">
          {view.cancelled.reason
            ? t`Este pedido fue cancelado el ${date(view.cancelled.date)}. Motivo: ${view.cancelled.reason}`
            : t`Este pedido fue cancelado el ${date(view.cancelled.date)}.`}
        </p>
      ) : null}
      {view.payment_state === 'refunded' || view.payment_state === 'partially_refunded' ? (
        <p className="notice" role="status">
          {view.payment_state === 'refunded'
            ? t`Te devolvimos el pago completo (${clp(view.refunded)}).`
            : t`Te devolvimos ${clp(view.refunded)} de este pedido.`}
        </p>
      ) : null}
      <PaymentNotes notes={view.payment_notes} />
      {view.state === 'payment_pending' ? <PendingPayment view={view} query={query} locale={locale} /> : null}
      {view.state === 'expired' ? (
        <div className="notice notice--error" role="status">
          <p>
            {hadReversal(view.payment_notes) ? (
              <Trans>Este pedido expiró: no quedó pagado a tiempo y sus productos ya no están reservados.</Trans>
            ) : (
              <Trans>
                Este pedido expiró: no recibimos su pago a tiempo y sus productos ya no están reservados. No se realizó
                ningún cargo.
              </Trans>
            )}
          </p>
          {view.can_pay ? (
            <>
              <p>
                <Trans>Aún puedes pagarlo: al pagar los reservamos de nuevo si quedan unidades.</Trans>
              </p>
              <PayButton query={query} />
            </>
          ) : null}
        </div>
      ) : null}
      {active ? (
        <ol className="timeline">
          {view.steps.map((s) => (
            <li
              key={s.status}
              className={`timeline__step${s.done ? ' is-done' : ''}${s.status === view.status ? ' is-current' : ''}`}
              aria-current={s.status === view.status ? 'step' : undefined}
            >
              <span className="timeline__label">{labels[s.status]}</span>
              <span className="timeline__date">{date(s.date)}</span>
            </li>
          ))}
        </ol>
      ) : null}
      <dl className="order-facts">
        <dt>
          <Trans>Fecha de compra</Trans>
        </dt>
        <dd>{date(view.purchase_date)}</dd>
        <dt>
          <Trans>Tipo de despacho</Trans>
        </dt>
        <dd>{view.dispatch_type === 'delivery' ? t`Despacho a domicilio` : t`Retiro en tienda`}</dd>
        <dt>
          <Trans>Método de pago</Trans>
        </dt>
        <dd>{view.payment_method === 'webpay' ? 'Webpay' : t`Transferencia bancaria`}</dd>
        <dt>
          <Trans>Costo de despacho</Trans>
        </dt>
        <dd>{clp(view.dispatch_cost)}</dd>
        {active ? (
          <>
            <dt>
              <Trans>Número de seguimiento</Trans>
            </dt>
            <dd>
              {view.tracking_number ? (
                <>
                  {view.tracking_number}
                  {view.courier ? ` · ${view.courier}` : ''}
                </>
              ) : (
                '—'
              )}
            </dd>
            <dt>
              <Trans>Entrega estimada</Trans>
            </dt>
            <dd>{view.estimated_delivery ? formatCalendarDate(view.estimated_delivery, locale) : '—'}</dd>
          </>
        ) : null}
        {view.comment ? (
          <>
            <dt>
              <Trans>Comentario</Trans>
            </dt>
            <dd>{view.comment}</dd>
          </>
        ) : null}
      </dl>
      <OrderLines lines={view.items} />
      <TotalsTable totals={view.totals} />
    </section>
  )
}

/** An unpaid Webpay order: the payment is pending, the units are held until a deadline, and it can be paid now. */
function PendingPayment({ view, query, locale }: { view: TrackingView; query: Query; locale: Locale }) {
  const until = formatDeadline(view.hold_until, locale)
  return (
    <div className="notice tracking-pending" role="status">
      <p>
        <strong>
          <Trans>Pago pendiente</Trans>
        </strong>
      </p>
      <p>
        <Trans>
          No recibimos el pago de este pedido. Guardamos sus productos hasta el {until}; después de esa hora el pedido
          expira.
        </Trans>
      </p>
      {view.can_pay ? <PayButton query={query} /> : null}
    </div>
  )
}

/** Starts a Webpay payment of the tracked order (the same order, a new transaction) and hands over to the gateway. */
function PayButton({ query }: { query: Query }) {
  const showError = useErrorModal()
  const [redirect, setRedirect] = useState<PaymentRedirect | null>(null)
  const [busy, setBusy] = useState(false)
  async function pay() {
    setBusy(true)
    try {
      const started = await payTrackedOrder({ data: query })
      if (!started.ok) return showError(started)
      setRedirect(started.data)
    } catch (err) {
      showError(err)
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      <button type="button" className="button button--primary" disabled={busy} onClick={pay}>
        <Trans>Pagar ahora con Webpay</Trans>
      </button>
      {redirect ? <GatewayOverlay redirect={redirect} /> : null}
    </>
  )
}
