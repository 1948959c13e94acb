import { FormApi, type AnyFormApi } from '@tanstack/react-form'
import { beforeEach, describe, expect, it } from 'vitest'
import { DELIVERY, GUEST, PAYMENT, fillForm, writeBack, type CheckoutBinding } from './checkout-form'
import { checkoutStore, initialCheckout } from './checkout-state'

// The two-way binding of a checkout step's form to the checkout state, on TanStack's FormApi itself (the unit
// project runs in Node: the state falls back to memory without sessionStorage, as in a private window).

function formOf<V extends object>(binding: CheckoutBinding<V>) {
  const form = new FormApi({ defaultValues: binding.select(checkoutStore.get()) })
  form.mount()
  // A form of the binding's own values type (the steps' forms reach the binding typed as any form).
  const stop = writeBack(form as unknown as AnyFormApi, binding)
  return { form, stop }
}

beforeEach(() => {
  checkoutStore.update(() => initialCheckout())
})

describe('a checkout form bound to the checkout state', () => {
  it('starts from what the state holds', () => {
    checkoutStore.update((s) => ({ ...s, guestCustomer: { ...s.guestCustomer, name: 'Camila', rut: '12.345.678-5' } }))
    const { form } = formOf(GUEST)
    expect(form.getFieldValue('name')).toBe('Camila')
    expect(form.getFieldValue('rut')).toBe('12.345.678-5')
  })

  it('writes each typed value into the state at once, so a reload mid-step or the next step has it', () => {
    const { form } = formOf(GUEST)
    form.setFieldValue('name', 'Camila')
    form.setFieldValue('remember', true)
    expect(checkoutStore.get().guestCustomer).toMatchObject({ name: 'Camila', remember: true, surname: '' })
  })

  it('writes only the keys that changed, over what the state holds now', () => {
    const { form } = formOf(GUEST)
    // Put in the state behind the form's back (the tab's saved state, not yet filled into the form).
    checkoutStore.update((s) => ({ ...s, guestCustomer: { ...s.guestCustomer, surname: 'Rojas' } }))
    form.setFieldValue('email', 'camila@example.cl')
    expect(checkoutStore.get().guestCustomer).toMatchObject({ surname: 'Rojas', email: 'camila@example.cl' })
  })

  it('writes nothing when only a field’s meta changes (focus, blur, errors)', () => {
    const { form } = formOf(GUEST)
    const before = checkoutStore.get()
    form.setFieldMeta('name', (meta) => ({ ...meta, isBlurred: true, isTouched: true }))
    expect(checkoutStore.get()).toBe(before)
  })

  it('stops writing once unsubscribed (the step left the page)', () => {
    const { form, stop } = formOf(GUEST)
    stop()
    form.setFieldValue('name', 'Nadie')
    expect(checkoutStore.get().guestCustomer.name).toBe('')
  })

  it('is filled from a change made outside it, without marking the fields touched', () => {
    const { form } = formOf(GUEST)
    checkoutStore.update((s) => ({ ...s, guestCustomer: { ...s.guestCustomer, name: 'Ignacio', remember: true } }))
    const remembered = checkoutStore.get()
    fillForm(form as unknown as AnyFormApi, GUEST.select(remembered))
    expect(form.getFieldValue('name')).toBe('Ignacio')
    expect(form.getFieldValue('remember')).toBe(true)
    expect(form.getFieldMeta('name')?.isTouched ?? false).toBe(false)
    // Filling echoes nothing back into the state it came from.
    expect(checkoutStore.get()).toBe(remembered)
  })

  it('keeps nested values in their place: the receiver’s contact, the invoice and the document', () => {
    const delivery = formOf(DELIVERY).form
    delivery.setFieldValue('receiver', 'other')
    delivery.setFieldValue('contact.phone', '+56 9 1234 5678')
    expect(checkoutStore.get().order.delivery).toMatchObject({
      receiver: 'other',
      contact: { name: '', surname: '', phone: '+56 9 1234 5678' },
      method: 'delivery',
    })
    const payment = formOf(PAYMENT).form
    payment.setFieldValue('payment_method.document', '1')
    payment.setFieldValue('invoice.rut', '76.086.428-5')
    payment.setFieldValue('invoice.region_id', 13)
    const state = checkoutStore.get()
    expect(state.order.payment_method).toEqual({ document: '1', platform: 'webpay' })
    expect(state.invoice).toMatchObject({ rut: '76.086.428-5', region_id: 13, commune_id: 0 })
    // The other step's values are left as they were.
    expect(state.order.delivery.contact.phone).toBe('+56 9 1234 5678')
  })
})
