import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import type { OrderView } from '~/contract/checkout'
import { messages as esCheckout } from '../../../../locales/es/checkout.po'
import { messages as esStorefront } from '../../../../locales/es/messages.po'
import { Destination } from './order-result'

// The confirmation page says where the order goes and which document it gets, as its e-mail does.

vi.mock('../checkout.functions', () => ({ startPayment: vi.fn() }))

const es = { ...esStorefront, ...esCheckout }

const delivery: OrderView['delivery'] = {
  method: 'delivery',
  address: {
    identification: 'Casa',
    address: 'Av. Providencia 1234',
    department: '55',
    region_id: 7,
    commune_id: 1,
    region: 'Región Metropolitana',
    commune: 'Providencia',
  },
  receiver: 'other',
  contact: { name: 'Pedro', surname: 'Soto', phone: '+56912345678' },
  comment: '',
  time_delivery: '',
}

function render(order: Pick<OrderView, 'delivery' | 'invoice'>) {
  const html = renderToStaticMarkup(
    <I18nProvider i18n={setupI18n({ locale: 'es', messages: { es } })}>
      <Destination order={order as OrderView} />
    </I18nProvider>,
  )
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')
}

describe('the confirmation page', () => {
  it('shows the delivery address, who receives it and the factura with its business and RUT', () => {
    const text = render({ delivery, invoice: { reason: 'Comercial Los Andes SpA', rut: '76.086.428-5' } })
    expect(text).toContain('Despacho a Av. Providencia 1234, 55, Providencia, Región Metropolitana')
    expect(text).toContain('Recibe Pedro Soto (+56912345678)')
    expect(text).toContain('Factura a nombre de Comercial Los Andes SpA, RUT 76.086.428-5')
  })

  it('shows the pick-up store and a boleta', () => {
    const text = render({
      delivery: { ...delivery, method: 'pickup', address: null, receiver: 'me', contact: null },
      invoice: null,
    })
    expect(text).toContain('Retiro en tienda Vinoteca Andes, Av. Nueva Costanera 3900, Vitacura, Santiago')
    expect(text).toContain('Documento Boleta')
    expect(text).not.toContain('Despacho a')
  })
})
