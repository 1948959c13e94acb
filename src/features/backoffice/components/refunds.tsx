import { FORM_DEFAULTS, ShopForm, setServerErrors, useAppForm } from '~/ui/form/form-kit'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type ComponentProps } from 'react'
import type { AdminOrderDetail } from '~/contract/admin'
import type { PaymentState, RefundInput } from '~/contract/admin-ops'
import { formatCLP } from '~/lib/money'
import { shippingLeft, unitsRefund } from '~/lib/refund-shares'
import type { Outcome } from '~/lib/outcome'
import { ActionFormButtons, ActionNotice, StatusBadge } from './shell'

/** What the chosen units give back, by the same computation the API pays the refund with. */
function linesRefund(order: AdminOrderDetail, lines: { qty: string }[]): number {
  return order.items.reduce((sum, item, index) => {
    const units = Math.max(0, Math.min(Number(lines[index]?.qty || 0) || 0, item.qty - item.refunded_qty))
    return sum + (units ? unitsRefund(item.paid, item.qty, item.refunded_qty, units) : 0)
  }, 0)
}

export type RefundFn = (refund: RefundInput) => Promise<Outcome<AdminOrderDetail>>

export function PaymentStateBadge({ state }: { state: PaymentState }) {
  const { t } = useLingui()
  if (state === 'unpaid') return null
  const label =
    state === 'refunded' ? t`Reembolsado` : state === 'partially_refunded' ? t`Reembolso parcial` : t`Pagado`
  return <StatusBadge tone={state === 'paid' ? 'ok' : 'bad'}>{label}</StatusBadge>
}

// Refunds from the order page (docs/backoffice.md, Refunds): lines or an amount, always with a reason; a card
// refund goes through Webpay, a transfer refund is recorded with the bank's reference. The API refuses more than
// what is left and answers 409 when someone else refunded meanwhile; the panel then offers to reload.
export function RefundPanel({
  order,
  onRefund,
  onChanged,
}: {
  order: AdminOrderDetail
  onRefund: RefundFn
  onChanged: () => void
}) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const [open, setOpen] = useState(false)
  const [notice, setNotice] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null)
  const [stale, setStale] = useState(false)
  const left = Math.max(0, Math.min(order.paid, order.totals.total) - order.refunded)
  // The shipping not given back yet: refunded only when the box is ticked, never inside a line or an amount.
  const shippingOpen = Math.min(left, shippingLeft(order.totals.shipping, order.refunds))
  const form = useAppForm({
    ...FORM_DEFAULTS,
    defaultValues: {
      mode: 'lines' as 'lines' | 'amount',
      amount: '',
      reason: '',
      reference: '',
      shipping: false,
      lines: order.items.map(() => ({ qty: '0' })),
    },
    onSubmit: async ({ value, formApi }) => {
      const lines =
        value.mode === 'lines'
          ? order.items
              .map((item, index) => ({ sku: item.sku, qty: Number(value.lines[index]?.qty || 0) }))
              .filter((line) => line.qty > 0)
          : []
      const typed = value.mode === 'amount' ? Number(String(value.amount).replace(/\D/g, '')) || 0 : undefined
      // Only the shipping: no amount beside it.
      const amount = typed === 0 && value.shipping ? undefined : typed
      setNotice(null)
      setStale(false)
      const result = await onRefund({
        expected_refunded: order.refunded,
        reason: value.reason,
        lines,
        ...(amount !== undefined ? { amount } : {}),
        shipping: value.shipping && shippingOpen > 0,
        reference: value.reference,
      })
      if (result.ok) {
        setServerErrors(formApi, {})
        // The next refund starts from nothing: no units, no shipping ticked.
        formApi.reset()
        setOpen(false)
        setNotice({
          tone: 'ok',
          text: t`Listo: devolución registrada. Enviamos un correo al cliente.`,
        })
        onChanged()
      } else {
        setServerErrors(formApi, result.fieldErrors)
        setStale(result.status === 409)
        setNotice({ tone: 'error', text: result.message })
      }
    },
  })

  // The lines' quantities are a list field, which the kit's form type does not spell out.
  const kitForm = form as unknown as ComponentProps<typeof ShopForm>['form']
  if (order.paid <= 0) return null
  return (
    <section className="bo-panel bo-actions" aria-labelledby="bo-refunds-title">
      <h2 id="bo-refunds-title">{t`Devoluciones`}</h2>
      <p className="bo-sub">
        {t`Pagado: ${formatCLP(order.paid, locale)} · devuelto: ${formatCLP(order.refunded, locale)} · queda: ${formatCLP(left, locale)}`}
      </p>
      {left > 0 && !open ? (
        <button type="button" className="button button--ghost" onClick={() => setOpen(true)}>
          <Trans>Registrar devolución</Trans>
        </button>
      ) : null}
      <ActionNotice notice={notice} />
      {stale ? (
        <button type="button" className="bo-link" onClick={onChanged}>
          <Trans>Recargar el pedido</Trans>
        </button>
      ) : null}
      {open ? (
        <ShopForm form={kitForm} className="bo-action-form">
          <p className="bo-sub">
            {order.payment_platform === 'webpay'
              ? t`Se devuelve a la tarjeta a través de Webpay, al instante.`
              : t`Haz la transferencia desde el banco y anota aquí su referencia.`}
          </p>
          <form.AppField name="mode">
            {(f) => (
              <f.ChoiceField
                className="bo-radios"
                look="list"
                legend={t`Qué devolver`}
                options={[
                  { value: 'lines', label: t`Productos del pedido` },
                  { value: 'amount', label: t`Un monto` },
                ]}
              />
            )}
          </form.AppField>
          <form.Subscribe selector={(s) => s.values.mode}>
            {(mode) =>
              mode === 'lines' ? (
                <fieldset className="bo-refund-lines">
                  <legend>{t`Unidades a devolver`}</legend>
                  {order.items.map((item, index) => (
                    <form.AppField key={item.sku} name={`lines[${index}].qty`}>
                      {(f) => (
                        <f.TextField
                          label={t`${item.name} (pagó ${formatCLP(item.paid, locale)} por ${item.qty}; quedan ${item.qty - item.refunded_qty} por devolver)`}
                          inputMode="numeric"
                          type="number"
                          min={0}
                          max={item.qty - item.refunded_qty}
                        />
                      )}
                    </form.AppField>
                  ))}
                  <p className="bo-sub">
                    {t`Cada unidad devuelve lo que el cliente pagó por ella: precio de oferta menos su parte del cupón. El despacho no es de ninguna línea: se devuelve solo si lo marcas abajo.`}
                  </p>
                </fieldset>
              ) : (
                <form.AppField name="amount">
                  {(f) => <f.TextField label={t`Monto a devolver (CLP)`} inputMode="numeric" />}
                </form.AppField>
              )
            }
          </form.Subscribe>
          {shippingOpen > 0 ? (
            <form.AppField name="shipping">
              {(f) => (
                <f.CheckboxField
                  className="bo-refund-shipping"
                  label={t`Reembolsar también el despacho (${formatCLP(shippingOpen, locale)})`}
                />
              )}
            </form.AppField>
          ) : null}
          <form.Subscribe selector={(s) => s.values}>
            {(values) => {
              const base =
                values.mode === 'lines'
                  ? linesRefund(order, values.lines)
                  : Number(String(values.amount).replace(/\D/g, '')) || 0
              const total = base + (values.shipping ? shippingOpen : 0)
              return (
                <p className="bo-refund-total" aria-live="polite">
                  {values.shipping && shippingOpen > 0
                    ? t`A devolver: ${formatCLP(total, locale)} (despacho incluido: ${formatCLP(shippingOpen, locale)})`
                    : t`A devolver: ${formatCLP(total, locale)}`}
                </p>
              )
            }}
          </form.Subscribe>
          <form.AppField name="reason">
            {(f) => <f.TextareaField label={t`Motivo de la devolución`} maxLength={300} rows={2} required />}
          </form.AppField>
          {order.payment_platform === 'transfer' ? (
            <form.AppField name="reference">
              {(f) => <f.TextField label={t`Referencia de la transferencia de devolución`} maxLength={80} required />}
            </form.AppField>
          ) : null}
          <ActionFormButtons back={() => setOpen(false)}>
            <form.SubmitButton variant="primary">
              <Trans>Devolver</Trans>
            </form.SubmitButton>
          </ActionFormButtons>
        </ShopForm>
      ) : null}
    </section>
  )
}
