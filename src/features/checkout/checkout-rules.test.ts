import { describe, expect, it } from 'vitest'
import { addressErrors, deliveryErrors, paymentErrors, type AddressValues } from './checkout-rules'
import { initialCheckout } from './checkout-state'

const NO_ADDRESS = 'Selecciona o agrega una dirección de despacho'
const delivery = () => initialCheckout().order.delivery
const address = {
  id: '1',
  identification: 'Casa',
  address: 'Av. Providencia 1234',
  department: '',
  region_id: 13,
  commune_id: 1,
  region: 'RM',
  commune: 'Providencia',
}

describe('checkout form rules', () => {
  it('asks a home delivery for an address, and a pick-up for nothing', () => {
    expect(deliveryErrors(delivery(), NO_ADDRESS)).toEqual({ fields: { address: NO_ADDRESS } })
    expect(deliveryErrors({ ...delivery(), address }, NO_ADDRESS)).toBeUndefined()
    expect(deliveryErrors({ ...delivery(), method: 'pickup', receiver: 'other' }, NO_ADDRESS)).toBeUndefined()
  })

  it("asks for the receiver's name, surname and phone only when someone else receives", () => {
    const other = { ...delivery(), address, receiver: 'other' as const }
    expect(deliveryErrors(other, NO_ADDRESS)).toEqual({
      fields: { 'contact.name': 'required', 'contact.surname': 'required', 'contact.phone': 'numeric' },
    })
    const filled = { ...other, contact: { name: 'Ana', surname: 'Pérez', phone: '+56 9 1234 5678' } }
    expect(deliveryErrors(filled, NO_ADDRESS)).toBeUndefined()
    expect(deliveryErrors({ ...filled, contact: { ...filled.contact, phone: 'abc' } }, NO_ADDRESS)).toEqual({
      fields: { 'contact.phone': 'numeric' },
    })
  })

  it('asks a factura for the invoice data, a region and commune chosen, and a boleta for nothing', () => {
    const { payment_method, ...rest } = initialCheckout().order
    void rest
    const invoice = initialCheckout().invoice
    expect(paymentErrors({ value: { payment_method, invoice } })).toBeUndefined()
    const factura = { payment_method: { ...payment_method, document: '1' as const }, invoice }
    expect(paymentErrors({ value: factura })?.fields).toEqual({
      'invoice.reason': 'required',
      'invoice.rut': 'required',
      'invoice.giro': 'required',
      'invoice.address': 'required',
      'invoice.region_id': 'required',
      'invoice.commune_id': 'required',
      'invoice.phone': 'numeric',
      'invoice.email': 'required',
    })
    const company = {
      ...invoice,
      reason: 'Eventos del Valle SpA',
      rut: '76.086.428-0',
      giro: 'Eventos',
      address: 'Av. Apoquindo 4500',
      region_id: 13,
      commune_id: 5,
      phone: '+56 2 2345 6789',
      email: 'facturas@eventos.cl',
    }
    expect(paymentErrors({ value: { ...factura, invoice: company } })?.fields).toEqual({ 'invoice.rut': 'rut' })
    expect(paymentErrors({ value: { ...factura, invoice: { ...company, rut: '76.086.428-5' } } })).toBeUndefined()
  })

  it('asks the add-address modal for an address, a region and a commune', () => {
    const empty: AddressValues = { identification: '', address: '', department: '', region_id: 0, commune_id: 0 }
    expect(addressErrors({ value: empty })?.fields).toEqual({
      address: 'required',
      region_id: 'required',
      commune_id: 'required',
    })
    expect(
      addressErrors({ value: { ...empty, address: 'Los Leones 10', region_id: 13, commune_id: 2 } }),
    ).toBeUndefined()
  })
})
