import { useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { useRef, useState, type FormEvent } from 'react'
import * as v from 'valibot'
import type { Cart } from '~/contract/cart'
import { createOrderSchema, type PaymentRedirect } from '~/contract/checkout'
import { formatRut } from '~/lib/rut'
import { checkoutTotals } from '~/lib/totals'
import { issuesToFieldErrors } from '~/lib/validation'
import { useErrorModal } from '~/ui/error-modal'
import { TotalsTable } from '~/ui/totals-table'
import { applyCoupon, placeOrder, removeCoupon, startPayment } from '../checkout.functions'
import { checkoutStore, useCheckout } from '../checkout-state'
import { Field } from './field'
import { GatewayOverlay } from './gateway-overlay'
import { RegionCommuneFields } from './region-commune-fields'

/** Step 4 (docs/product.md, Pages): boleta or factura, Webpay or transfer, coupon form, totals (docs/product.md, Numbers and limits), hand-over overlay. */
export function PaymentStep({
  cart,
  onCart,
  userEmail,
}: {
  cart: Cart
  onCart: (cart: Cart) => void
  userEmail: string | null
}) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const showError = useErrorModal()
  const [state, update] = useCheckout()
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const [couponError, setCouponError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [redirect, setRedirect] = useState<PaymentRedirect | null>(null)
  const paying = useRef(false)
  const pm = state.order.payment_method
  const inv = state.invoice
  const setPm = (patch: Partial<typeof pm>) =>
    update((s) => ({ ...s, order: { ...s.order, payment_method: { ...s.order.payment_method, ...patch } } }))
  const setInv = (patch: Partial<typeof inv>) => update((s) => ({ ...s, invoice: { ...s.invoice, ...patch } }))
  const totals = checkoutTotals(cart.items, {
    coupon: cart.coupon ? { kind: cart.coupon.kind, value: cart.coupon.value } : null,
    shipping: state.order.delivery.method === 'delivery' ? state.order.price_delivery : 0,
    giftBox: cart.gift_box.check ? cart.gift_box.price : 0,
  })

  async function redeem(event: FormEvent) {
    event.preventDefault()
    setCouponError(null)
    // docs/product.md, Validation and messages: a coupon cannot be applied when a discount already exists.
    if (cart.coupon) return setCouponError(t`Ya existe un descuento aplicado`)
    if (!state.newCoupon.trim()) return setCouponError(t`El campo es requerido`)
    const result = await applyCoupon({
      data: { code: state.newCoupon.trim(), email: userEmail ?? state.guestCustomer.email },
    }).catch((err) => (showError(err), null))
    if (!result) return
    if (!result.ok) return setCouponError(result.message)
    onCart(result.data)
    update((s) => ({ ...s, newCoupon: '' }))
  }
  async function dropCoupon() {
    const result = await removeCoupon()
    if (result.ok) onCart(result.data)
  }

  async function pay() {
    if (paying.current) return // a second click never creates a second order
    const d = state.order.delivery
    const body = {
      customer: userEmail ? undefined : { ...state.guestCustomer },
      guest_customer_id: userEmail ? undefined : (state.guestCustomerId ?? undefined),
      delivery: {
        method: d.method,
        address:
          d.method === 'delivery' && d.address
            ? {
                identification: d.address.identification,
                address: d.address.address,
                department: d.address.department,
                region_id: d.address.region_id,
                commune_id: d.address.commune_id,
              }
            : undefined,
        receiver: d.receiver,
        contact: d.receiver === 'other' ? d.contact : undefined,
        comment: d.comment,
      },
      payment_method: pm,
      invoice: pm.document === '1' ? inv : undefined,
      gift_box: { check: cart.gift_box.check, text: cart.gift_box.text },
    }
    const parsed = v.safeParse(createOrderSchema, body)
    if (!parsed.success) {
      const fieldErrors = issuesToFieldErrors(parsed.issues, i18n)
      setErrors(fieldErrors)
      if (Object.keys(fieldErrors).some((k) => !k.startsWith('invoice'))) showError({ errors: fieldErrors })
      return
    }
    setErrors({})
    paying.current = true
    setBusy(true)
    try {
      const placed = await placeOrder({ data: { key: state.idempotencyKey, body: parsed.output } })
      if (!placed.ok) {
        setErrors(placed.fieldErrors)
        showError(placed)
        return
      }
      const order = placed.data.order
      update((s) => ({ ...s, purchaseOrderNumber: order.number }))
      if (order.payment_platform === 'transfer') {
        checkoutStore.reset()
        await navigate({ to: '/datos-de-transferencia' as never, search: { orden: order.id } as never })
        return
      }
      const started = await startPayment({ data: { id: order.id } })
      if (!started.ok) return showError(started)
      setRedirect(started.data) // the overlay posts token_ws to Webpay
    } catch (err) {
      showError(err)
    } finally {
      paying.current = false
      setBusy(false)
    }
  }

  return (
    <div className="checkout-grid">
      <section className="checkout-card">
        <h2>
          <Trans>Método de pago</Trans>
        </h2>
        <fieldset className="choice-group">
          <legend>
            <Trans>Documento</Trans>
          </legend>
          <label className="choice">
            <input
              type="radio"
              name="document"
              checked={pm.document === '0'}
              onChange={() => setPm({ document: '0' })}
            />
            <Trans>Boleta</Trans>
          </label>
          <label className="choice">
            <input
              type="radio"
              name="document"
              checked={pm.document === '1'}
              onChange={() => setPm({ document: '1' })}
            />
            <Trans>Factura</Trans>
          </label>
        </fieldset>
        {pm.document === '1' ? (
          <div className="invoice-fields">
            <Field
              id="reason"
              label={t`Razón social`}
              value={inv.reason}
              error={errors['invoice.reason']?.[0]}
              onChange={(e) => setInv({ reason: e.target.value })}
            />
            <Field
              id="inv_rut"
              label={t`RUT empresa`}
              value={inv.rut}
              error={errors['invoice.rut']?.[0]}
              onChange={(e) => setInv({ rut: formatRut(e.target.value) })}
            />
            <Field
              id="giro"
              label={t`Giro`}
              value={inv.giro}
              error={errors['invoice.giro']?.[0]}
              onChange={(e) => setInv({ giro: e.target.value })}
            />
            <Field
              id="inv_address"
              label={t`Dirección`}
              value={inv.address}
              error={errors['invoice.address']?.[0]}
              onChange={(e) => setInv({ address: e.target.value })}
            />
            <RegionCommuneFields
              idPrefix="inv_"
              regionId={inv.region_id}
              communeId={inv.commune_id}
              errors={{ region: errors['invoice.region_id']?.[0], commune: errors['invoice.commune_id']?.[0] }}
              onChange={(next) => setInv(next)}
            />
            <Field
              id="inv_phone"
              label={t`Teléfono`}
              inputMode="tel"
              value={inv.phone}
              error={errors['invoice.phone']?.[0]}
              onChange={(e) => setInv({ phone: e.target.value })}
            />
            <Field
              id="inv_email"
              type="email"
              label={t`Correo electrónico`}
              value={inv.email}
              error={errors['invoice.email']?.[0]}
              onChange={(e) => setInv({ email: e.target.value })}
            />
          </div>
        ) : null}
        <fieldset className="choice-group">
          <legend>
            <Trans>Forma de pago</Trans>
          </legend>
          <label className="choice">
            <input
              type="radio"
              name="platform"
              checked={pm.platform === 'webpay'}
              onChange={() => setPm({ platform: 'webpay' })}
            />
            <Trans>Webpay (tarjetas de crédito y débito)</Trans>
          </label>
          <label className="choice">
            <input
              type="radio"
              name="platform"
              checked={pm.platform === 'transfer'}
              onChange={() => setPm({ platform: 'transfer' })}
            />
            <Trans>Transferencia bancaria</Trans>
          </label>
        </fieldset>
      </section>
      <aside className="checkout-card checkout-summary">
        <h2>
          <Trans>Resumen</Trans>
        </h2>
        <form className="coupon-form" onSubmit={redeem} noValidate>
          <Field
            id="coupon"
            label={t`Cupón de descuento`}
            value={state.newCoupon}
            error={couponError ?? undefined}
            onChange={(e) => update((s) => ({ ...s, newCoupon: e.target.value }))}
          />
          <button type="submit" className="button button--ghost">
            <Trans>Aplicar</Trans>
          </button>
        </form>
        {cart.coupon ? (
          <p className="coupon-applied">
            <Trans>Cupón {cart.coupon.code} aplicado</Trans>{' '}
            <button type="button" className="link-button" onClick={dropCoupon}>
              <Trans>Quitar</Trans>
            </button>
          </p>
        ) : null}
        <TotalsTable totals={totals} />
        <button
          type="button"
          className="button button--primary button--block"
          disabled={busy || cart.items.length === 0}
          onClick={pay}
        >
          {pm.platform === 'webpay' ? <Trans>Pagar con Webpay</Trans> : <Trans>Confirmar compra</Trans>}
        </button>
      </aside>
      {redirect ? <GatewayOverlay redirect={redirect} /> : null}
    </div>
  )
}
