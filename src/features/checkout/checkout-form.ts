import type { AnyFormApi } from '@tanstack/react-form'
import { useEffect, useLayoutEffect, useRef } from 'react'
import type { Delivery, PaymentValues } from './checkout-rules'
import { checkoutStore, useCheckout, type CheckoutState } from './checkout-state'

// A checkout step's form on the shop's form kit, bound to the checkout state (docs/decisions/022-form-kit-and-checkout.md).
// The checkout state stays the one source of truth: it survives a reload, the back button and the other steps
// (sessionStorage), and the order summary and the payment read it. The form starts from it, every change of a
// value is written back to it at once (a reload mid-step keeps what was typed, the next step reads it), and a
// change that comes from outside the form (the tab's saved state arriving after hydration, the remembered
// guest) is filled into the form without marking its fields touched.

/** Which part of the checkout state a step's form edits (its values), and how edited values go back into it. */
export interface CheckoutBinding<V extends object> {
  select: (state: CheckoutState) => V
  merge: (state: CheckoutState, values: V) => CheckoutState
}

/** The values are plain data (texts, numbers, a chosen address), so their JSON says whether two are the same. */
export const sameValue = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b)

type Values = Record<string, unknown>

/**
 * Form → state: each change of the form's values writes the top-level keys that changed into the checkout state,
 * over what the state holds now (so a key the form has not been filled with yet is not overwritten). Changes of
 * the fields' meta (focus, blur, errors) write nothing. Returns the unsubscribe.
 */
export function writeBack<V extends object>(form: AnyFormApi, binding: CheckoutBinding<V>): () => void {
  let last = form.state.values as Values
  const subscription = form.store.subscribe(() => {
    const values = form.state.values as Values
    if (values === last) return
    const changed = Object.fromEntries(Object.entries(values).filter(([key, value]) => !sameValue(value, last[key])))
    last = values
    checkoutStore.update((state) => {
      const current = binding.select(state)
      const next = { ...current, ...changed }
      return sameValue(current, next) ? state : binding.merge(state, next)
    })
  })
  return () => subscription.unsubscribe()
}

/** State → form: sets the fields whose value differs from the state's, leaving their meta (touched, errors) alone. */
export function fillForm(form: AnyFormApi, values: object) {
  for (const [key, value] of Object.entries(values)) {
    if (!sameValue(form.getFieldValue(key), value)) form.setFieldValue(key, value, { dontUpdateMeta: true })
  }
}

/**
 * The checkout state's values for a step's form, and the two-way binding once the form exists:
 *   const values = useCheckoutValues(BINDING)
 *   const form = useAppForm({ ...FORM_DEFAULTS, defaultValues: values, … })
 *   useCheckoutSync(form, BINDING, values)
 */
export function useCheckoutValues<V extends object>(binding: CheckoutBinding<V>): V {
  const [state] = useCheckout()
  return binding.select(state)
}

export function useCheckoutSync<V extends object>(form: AnyFormApi, binding: CheckoutBinding<V>, values: V) {
  // A layout effect, so it listens before the kit's <ShopForm> takes in what was typed before hydration.
  useLayoutEffect(() => writeBack(form, binding), [form, binding])
  // The values the form was last filled with: while hydrating, the page renders the server's empty state, which
  // must not overwrite the form; the tab's own state arrives on the next render and is filled in then.
  const filled = useRef<unknown>(values)
  useEffect(() => {
    if (sameValue(filled.current, values)) return
    filled.current = values
    fillForm(form, values)
  }, [form, values])
}

// What each step's form edits.

/** The guest form: the guest customer (kept for the payment and, if asked, remembered on this device). */
export const GUEST: CheckoutBinding<CheckoutState['guestCustomer']> = {
  select: (state) => state.guestCustomer,
  merge: (state, guestCustomer) => ({ ...state, guestCustomer }),
}

/** The shipping form: the delivery (method, address, receiver and their contact, comment). */
export const DELIVERY: CheckoutBinding<Delivery> = {
  select: (state) => state.order.delivery,
  merge: (state, delivery) => ({ ...state, order: { ...state.order, delivery } }),
}

/** The payment form: the document and the platform, and the company's invoice data. */
export const PAYMENT: CheckoutBinding<PaymentValues> = {
  select: (state) => ({ payment_method: state.order.payment_method, invoice: state.invoice }),
  merge: (state, { payment_method, invoice }) => ({ ...state, order: { ...state.order, payment_method }, invoice }),
}

/** The coupon form: the code being typed, kept until it is applied. */
export const COUPON: CheckoutBinding<{ newCoupon: string }> = {
  select: (state) => ({ newCoupon: state.newCoupon }),
  merge: (state, { newCoupon }) => ({ ...state, newCoupon }),
}
