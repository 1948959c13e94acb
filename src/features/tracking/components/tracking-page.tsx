import { Trans, useLingui } from '@lingui/react/macro'
import { useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import * as v from 'valibot'
import { trackingQuerySchema, type TrackingStep, type TrackingView } from '~/contract/checkout'
import type { Locale } from '~/lib/locale'
import { useCLP } from '~/ui/use-clp'
import { useErrorModal } from '~/ui/error-modal'
import { FORM_DEFAULTS, ShopForm, formSchema, useAppForm } from '~/ui/form/form-kit'
import { trackOrder } from '../tracking.functions'

/** /seguimiento: tracking form (order number and e-mail) and the status timeline of docs/product.md, How things behave. */
export function TrackingPage({ locale, initial }: { locale: Locale; initial: { numero?: string } }) {
  const clp = useCLP()
  const { t } = useLingui()
  const showError = useErrorModal()
  // "Seguir mi pedido" hands over the e-mail in the history entry's state, so the URL never carries it.
  const handedEmail = useRouterState({ select: (s) => s.location.state.trackingEmail })
  const [result, setResult] = useState<TrackingView | null>(null)
  const [notFound, setNotFound] = useState<string | null>(null)
  const labels: Record<TrackingStep, string> = {
    in_validation: t`En validación`,
    confirmed: t`Compra confirmada`,
    on_the_way: t`En camino`,
    delivered: t`Entregado`,
  }
  const date = (iso: string | null) =>
    iso
      ? new Date(iso).toLocaleDateString(locale === 'en' ? 'en-GB' : 'es-CL', {
          day: 'numeric',
          month: 'long',
          year: 'numeric',
        })
      : ''

  const form = useAppForm({
    ...FORM_DEFAULTS,
    defaultValues: { number: initial.numero ?? '', email: handedEmail ?? '' },
    validators: { onChange: formSchema<{ number: string; email: string }>(trackingQuerySchema) },
    onSubmit: ({ value }) => lookUp(value),
  })

  async function lookUp(values: { number: string; email: string }) {
    const parsed = v.safeParse(trackingQuerySchema, values)
    if (!parsed.success) return
    setNotFound(null)
    const res = await trackOrder({ data: parsed.output }).catch((err) => (showError(err), null))
    if (!res) return
    if (!res.ok) {
      setResult(null)
      return setNotFound(res.message)
    }
    setResult(res.data)
  }

  // Arriving from an order's confirmation: show its status at once.
  useEffect(() => {
    if (initial.numero && handedEmail) void lookUp({ number: initial.numero, email: handedEmail })
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
      {result ? (
        <section className="checkout-card" aria-label={t`Estado del pedido`}>
          <h2>
            <Trans>Pedido {result.number}</Trans>
          </h2>
          {result.cancelled ? (
            <p className="notice notice--error" role="status">
              {result.cancelled.reason
                ? t`Este pedido fue cancelado el ${date(result.cancelled.date)}. Motivo: ${result.cancelled.reason}`
                : t`Este pedido fue cancelado el ${date(result.cancelled.date)}.`}
            </p>
          ) : null}
          {result.payment_state === 'refunded' || result.payment_state === 'partially_refunded' ? (
            <p className="notice" role="status">
              {result.payment_state === 'refunded'
                ? t`Te devolvimos el pago completo (${clp(result.refunded)}).`
                : t`Te devolvimos ${clp(result.refunded)} de este pedido.`}
            </p>
          ) : null}
          <ol className="timeline">
            {result.steps.map((s) => (
              <li
                key={s.status}
                className={`timeline__step${s.done ? ' is-done' : ''}${s.status === result.status ? ' is-current' : ''}`}
                aria-current={s.status === result.status ? 'step' : undefined}
              >
                <span className="timeline__label">{labels[s.status]}</span>
                <span className="timeline__date">{date(s.date)}</span>
              </li>
            ))}
          </ol>
          <dl className="order-facts">
            <dt>
              <Trans>Fecha de compra</Trans>
            </dt>
            <dd>{date(result.purchase_date)}</dd>
            <dt>
              <Trans>Tipo de despacho</Trans>
            </dt>
            <dd>{result.dispatch_type === 'delivery' ? t`Despacho a domicilio` : t`Retiro en tienda`}</dd>
            <dt>
              <Trans>Método de pago</Trans>
            </dt>
            <dd>{result.payment_method === 'webpay' ? 'Webpay' : t`Transferencia bancaria`}</dd>
            <dt>
              <Trans>Costo de despacho</Trans>
            </dt>
            <dd>{clp(result.dispatch_cost)}</dd>
            <dt>
              <Trans>Número de seguimiento</Trans>
            </dt>
            <dd>
              {result.tracking_number ? (
                <>
                  {result.tracking_number}
                  {result.courier ? ` · ${result.courier}` : ''}
                </>
              ) : (
                '—'
              )}
            </dd>
            <dt>
              <Trans>Entrega estimada</Trans>
            </dt>
            <dd>{result.estimated_delivery ? date(`${result.estimated_delivery}T12:00:00Z`) : '—'}</dd>
            {result.comment ? (
              <>
                <dt>
                  <Trans>Comentario</Trans>
                </dt>
                <dd>{result.comment}</dd>
              </>
            ) : null}
          </dl>
        </section>
      ) : null}
    </main>
  )
}
