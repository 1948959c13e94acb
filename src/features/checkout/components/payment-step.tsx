import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { useStore, type AnyFormApi } from '@tanstack/react-form'
import { useRef, useState } from 'react'
import * as v from 'valibot'
import type { Cart, ShippingQuote } from '~/contract/cart'
import { createOrderSchema, type PaymentRedirect } from '~/contract/checkout'
import { formatRut } from '~/lib/rut'
import { longDay } from '~/lib/delivery-promise'
import { checkoutTotals, isSoldOut } from '~/lib/totals'
import { issuesToFieldErrors } from '~/lib/validation'
import { useErrorModal } from '~/ui/error-modal'
import { FORM_DEFAULTS, ShopForm, focusFirstInvalid, setServerErrors, useAppForm } from '~/ui/form/form-kit'
import { RegionCommuneFields } from '~/ui/form/region-commune-fields'
import { OrderLines } from '~/ui/order-lines'
import { TotalsTable } from '~/ui/totals-table'
import { ShippingChargeNote } from '~/ui/free-shipping-progress'
import { checkoutPlaces, shippingQuoteQueryOptions } from '../checkout.queries'
import { applyCoupon, placeOrder, removeCoupon, startPayment } from '../checkout.functions'
import { COUPON, PAYMENT, useCheckoutSync, useCheckoutValues } from '../checkout-form'
import { paymentErrors, type PaymentValues } from '../checkout-rules'
import { checkoutStore, useCheckout } from '../checkout-state'
import { GatewayOverlay } from '~/ui/gateway-overlay'

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
  const [redirect, setRedirect] = useState<PaymentRedirect | null>(null)
  const paying = useRef(false)
  const coupon = cart.coupon ? { kind: cart.coupon.kind, value: cart.coupon.value } : null
  const method = state.order.delivery.method
  const communeId = state.order.delivery.address?.commune_id ?? 0
  // What free delivery is decided on: the products after offers and coupon (src/api/purchases/shipping.ts).
  const goods = checkoutTotals(cart.items, { coupon }).total
  const { data: quote } = useQuery({
    ...shippingQuoteQueryOptions(method, communeId, goods),
    enabled: typeof window !== 'undefined' && (method === 'pickup' || communeId > 0),
  })
  const totals = checkoutTotals(cart.items, {
    coupon,
    shipping: method === 'delivery' ? (quote?.price_delivery ?? state.order.price_delivery) : 0,
    giftBox: cart.gift_box.check ? cart.gift_box.price : 0,
  })

  async function pay({ payment_method, invoice }: PaymentValues, formApi: AnyFormApi) {
    const d = state.order.delivery
    // A receiver other than the buyer is asked for on a home delivery only (a pick-up does not show it).
    const receiver = d.method === 'delivery' ? d.receiver : 'me'
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
        receiver,
        contact: receiver === 'other' ? d.contact : undefined,
        comment: d.comment,
      },
      payment_method,
      invoice: payment_method.document === '1' ? invoice : undefined,
      gift_box: { check: cart.gift_box.check, text: cart.gift_box.text },
    }
    const parsed = v.safeParse(createOrderSchema, body)
    if (!parsed.success) {
      // The invoice's fields are this form's; the rest (the guest, the delivery) belong to earlier steps.
      const fieldErrors = issuesToFieldErrors(parsed.issues, i18n)
      setServerErrors(formApi, fieldErrors)
      focusFirstInvalid(formApi)
      if (Object.keys(fieldErrors).some((k) => !k.startsWith('invoice'))) showError({ errors: fieldErrors })
      return
    }
    try {
      const placed = await placeOrder({ data: { key: state.idempotencyKey, body: parsed.output } })
      if (!placed.ok) {
        setServerErrors(formApi, placed.fieldErrors)
        focusFirstInvalid(formApi)
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
    }
  }

  const values = useCheckoutValues(PAYMENT)
  const form = useAppForm({
    ...FORM_DEFAULTS,
    defaultValues: values,
    validators: { onChange: paymentErrors },
    onSubmit: async ({ value, formApi }) => {
      if (paying.current) return // a second click never creates a second order
      paying.current = true
      try {
        await pay(value, formApi)
      } finally {
        paying.current = false
      }
    },
  })
  useCheckoutSync(form, PAYMENT, values)
  const busy = useStore(form.store, (s) => s.isSubmitting)
  const pm = useStore(form.store, (s) => s.values.payment_method)

  return (
    <div className="checkout-grid">
      <ShopForm form={form} className="checkout-card">
        <h2>
          <Trans>Método de pago</Trans>
        </h2>
        <form.AppField name="payment_method.document">
          {(f) => (
            <f.ChoiceField
              className="choice-group"
              legend={<Trans>Documento</Trans>}
              options={[
                { value: '0', label: <Trans>Boleta</Trans> },
                { value: '1', label: <Trans>Factura</Trans> },
              ]}
            />
          )}
        </form.AppField>
        {pm.document === '1' ? (
          <div className="invoice-fields">
            <form.AppField name="invoice.reason">{(f) => <f.TextField label={t`Razón social`} />}</form.AppField>
            <form.AppField name="invoice.rut">
              {(f) => <f.TextField label={t`RUT empresa`} placeholder="76.086.428-5" format={formatRut} />}
            </form.AppField>
            <form.AppField name="invoice.giro">{(f) => <f.TextField label={t`Giro`} />}</form.AppField>
            <form.AppField name="invoice.address">{(f) => <f.TextField label={t`Dirección`} />}</form.AppField>
            <RegionCommuneFields form={form} fields="invoice" places={checkoutPlaces} />
            <form.AppField name="invoice.phone">
              {(f) => <f.TextField label={t`Teléfono`} type="tel" inputMode="tel" />}
            </form.AppField>
            <form.AppField name="invoice.email">
              {(f) => <f.TextField label={t`Correo electrónico`} type="email" />}
            </form.AppField>
          </div>
        ) : null}
        <form.AppField name="payment_method.platform">
          {(f) => (
            <f.ChoiceField
              className="choice-group"
              legend={<Trans>Forma de pago</Trans>}
              options={[
                { value: 'webpay', label: <Trans>Webpay (tarjetas de crédito y débito)</Trans> },
                { value: 'transfer', label: <Trans>Transferencia bancaria</Trans> },
              ]}
            />
          )}
        </form.AppField>
      </ShopForm>
      <aside className="checkout-card checkout-summary">
        <h2>
          <Trans>Resumen</Trans>
        </h2>
        <OrderLines lines={cart.items.filter((line) => !isSoldOut(line))} />
        <PromisedDay method={method} quote={quote} />
        <CouponForm cart={cart} onCart={onCart} email={userEmail ?? state.guestCustomer.email} />
        <TotalsTable totals={totals} />
        {method === 'delivery' ? (
          <ShippingChargeNote goods={goods} shipping={totals.shipping} threshold={quote?.free_shipping?.threshold} />
        ) : null}
        {/* Pays with the payment form's values (it validates them first); a plain button, so Enter in an invoice
            field never places an order. */}
        <button
          type="button"
          className="button button--primary button--block"
          disabled={busy || cart.items.length === 0}
          aria-busy={busy || undefined}
          onClick={() => void form.handleSubmit()}
        >
          {pm.platform === 'webpay' ? <Trans>Pagar con Webpay</Trans> : <Trans>Confirmar compra</Trans>}
        </button>
      </aside>
      {redirect ? <GatewayOverlay redirect={redirect} /> : null}
    </div>
  )
}

/** The day the order is promised for, from the same rule as the cart's and the confirmation's. */
function PromisedDay({ method, quote }: { method: 'delivery' | 'pickup'; quote: ShippingQuote | null | undefined }) {
  const { i18n } = useLingui()
  if (!quote?.delivery_date) return null
  const day = longDay(quote.delivery_date, i18n.locale === 'en' ? 'en' : 'es')
  return (
    <p className="checkout-promise" role="status">
      {method === 'pickup' ? <Trans>Retiro en tienda desde el {day}</Trans> : <Trans>Llega el {day}</Trans>}
    </p>
  )
}

/** The discount coupon: one code per cart (docs/product.md, Validation and messages), the API says whether it is valid. */
function CouponForm({ cart, onCart, email }: { cart: Cart; onCart: (cart: Cart) => void; email: string }) {
  const { t } = useLingui()
  const showError = useErrorModal()
  const values = useCheckoutValues(COUPON)
  const form = useAppForm({
    ...FORM_DEFAULTS,
    defaultValues: values,
    onSubmit: async ({ value, formApi }) => {
      const code = value.newCoupon.trim()
      // The answer shows beside the field until the code is edited, as the API's own refusals do.
      const refuse = (message: string) => setServerErrors(formApi, { newCoupon: [message] })
      if (cart.coupon) return refuse(t`Ya existe un descuento aplicado`)
      if (!code) return refuse(t`El campo es requerido`)
      const result = await applyCoupon({ data: { code, email } }).catch((err) => (showError(err), null))
      if (!result) return
      if (!result.ok) return refuse(result.message)
      onCart(result.data)
      formApi.setFieldValue('newCoupon', '')
    },
  })
  useCheckoutSync(form, COUPON, values)
  async function dropCoupon() {
    const result = await removeCoupon()
    if (result.ok) onCart(result.data)
  }
  return (
    <>
      <ShopForm form={form} className="coupon-form">
        <form.AppField name="newCoupon">{(f) => <f.TextField label={t`Cupón de descuento`} />}</form.AppField>
        <form.SubmitButton variant={null} className="button--ghost">
          <Trans>Aplicar</Trans>
        </form.SubmitButton>
      </ShopForm>
      {cart.coupon ? (
        <p className="coupon-applied">
          <Trans>Cupón {cart.coupon.code} aplicado</Trans>{' '}
          <button type="button" className="link-button" onClick={dropCoupon}>
            <Trans>Quitar</Trans>
          </button>
        </p>
      ) : null}
    </>
  )
}
