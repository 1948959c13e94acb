import * as v from 'valibot'
import { addressSchema, contactSchema, invoiceSchema } from '~/contract/checkout'
import { shopMessageKey } from '~/lib/validation'
import type { CheckoutState } from './checkout-state'

// What each checkout form checks before it moves on, as TanStack form validators over the contract's schemas:
// `{ fields: { 'invoice.rut': 'rut' } }`, one message key per field (the first failing rule: required before
// format), rendered by the kit in the reader's language. The rules depend on the step's choices (a receiver's
// contact only when someone else receives, the invoice only for a factura), so they are functions of the values.

export type Delivery = CheckoutState['order']['delivery']
export type Invoice = CheckoutState['invoice']
export interface PaymentValues {
  payment_method: CheckoutState['order']['payment_method']
  invoice: Invoice
}
export interface AddressValues {
  identification: string
  address: string
  department: string
  region_id: number
  commune_id: number
}

type FieldErrors = Record<string, string>

/** The first message key of each field the schema refuses, the field named by its path under `prefix`. */
function schemaErrors(schema: v.GenericSchema, input: unknown, prefix = ''): FieldErrors {
  const result = v.safeParse(schema, input)
  const errors: FieldErrors = {}
  for (const issue of result.issues ?? []) {
    const field = prefix + (issue.path?.map((p) => String(p.key)).join('.') ?? '')
    errors[field] ??= shopMessageKey(issue)
  }
  return errors
}

/** A validator's answer: nothing when every field passes. */
const answer = (errors: FieldErrors) => (Object.keys(errors).length > 0 ? { fields: errors } : undefined)

/** A region or commune select holds 0 until one is chosen; the contract reads that as a missing id. */
const withChosenIds = <T extends { region_id: number; commune_id: number }>(value: T) => ({
  ...value,
  region_id: value.region_id || '',
  commune_id: value.commune_id || '',
})

/** The add-address modal: the contract's address. */
export function addressErrors({ value }: { value: AddressValues }) {
  return answer(schemaErrors(addressSchema, withChosenIds(value)))
}

/**
 * The shipping step: a home delivery needs an address (chosen or added), and someone else receiving needs their
 * name, surname and phone. A store pick-up asks for neither: its receiver fields are not shown.
 */
export function deliveryErrors(delivery: Delivery, addressMissing: string) {
  if (delivery.method !== 'delivery') return undefined
  const errors: FieldErrors = delivery.address ? {} : { address: addressMissing }
  if (delivery.receiver === 'other') Object.assign(errors, schemaErrors(contactSchema, delivery.contact, 'contact.'))
  return answer(errors)
}

/** The payment step: a factura needs the company's invoice data. */
export function paymentErrors({ value }: { value: PaymentValues }) {
  if (value.payment_method.document !== '1') return undefined
  return answer(schemaErrors(invoiceSchema, withChosenIds(value.invoice), 'invoice.'))
}
