import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { PurchaseDetail as Purchase } from '~/contract/profile'
import { messages as esAreas } from '../../../../locales/es/areas.po'
import { messages as esStorefront } from '../../../../locales/es/messages.po'
import { PurchaseDetail } from './purchase-detail'

// The page's messages: the storefront's and the areas' catalogues (src/i18n/areas.ts).
const es = { ...esStorefront, ...esAreas }

// A purchase of the account pages, read from its server-rendered markup: placed at 23:35 in Santiago on
// 26 November (02:35 UTC on the 27th), promised for 1 December (a calendar day, which no time zone may move).
const purchase: Purchase = {
  id: 'abc123def456',
  number: 'VA100123',
  status: 'paid',
  total: 51980,
  created_at: '2026-11-27T02:35:00.000Z',
  dispatch_type: 'delivery',
  payment_method: 'webpay',
  document: 'boleta',
  dispatch_cost: 3990,
  comment: null,
  tracking_number: null,
  estimated_delivery: '2026-12-01',
  purchase_date: '2026-11-27T02:35:00.000Z',
  subtotal: 68990,
  discount: 21000,
  items: [
    {
      sku: 'W-1',
      name: 'Carménère Gran Reserva',
      qty: 1,
      price: 47990,
      reference_price: 68990,
      product_type: 'App\\Models\\Wine',
    },
  ],
  totals: {
    quantity: 1,
    subtotal: 68990,
    product_discount: 21000,
    coupon_discount: 0,
    discount: 21000,
    discount_percent: 30,
    shipping: 3990,
    gift_box: 0,
    total: 51980,
  },
  history: [{ status: 'paid', date: '2026-11-27T02:35:00.000Z', note: null }],
  payment_notes: [],
}

function text() {
  const html = renderToStaticMarkup(
    <I18nProvider i18n={setupI18n({ locale: 'es', messages: { es } })}>
      <PurchaseDetail purchase={purchase} />
    </I18nProvider>,
  )
  return html.replace(/<[^>]+>/g, ' ').replace(/&nbsp;|\s+/g, ' ')
}

describe('the purchase detail', () => {
  it('writes the purchase in Santiago time and the promised day as promised', () => {
    const page = text()
    expect(page).toContain('Fecha de compra 26 de noviembre de 2026')
    expect(page).toContain('26 de noviembre de 2026, 23:35 Pagada')
    expect(page).toContain('Entrega estimada 1 de diciembre de 2026')
    expect(page).not.toContain('27 de noviembre')
  })

  it('lists the lines so that they add up to the subtotal, with the offer as the discount', () => {
    const page = text()
    expect(page).toContain('1 × Carménère Gran Reserva $68.990')
    expect(page).toContain('Subtotal $68.990 Ofertas −$21.000 Despacho $3.990 Total $51.980')
    expect(page).not.toMatch(/30 ?%/)
  })
})
