import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import type { TrackingView } from '~/contract/checkout'
import { messages as esAreas } from '../../../../locales/es/areas.po'
import { messages as esStorefront } from '../../../../locales/es/messages.po'
import { messages as enAreas } from '../../../../locales/en/areas.po'
import { messages as enStorefront } from '../../../../locales/en/messages.po'
import { TrackedOrder } from './tracking-page'

// The page's messages: the storefront's and the areas' catalogues (src/i18n/areas.ts).
const es = { ...esStorefront, ...esAreas }
const en = { ...enStorefront, ...enAreas }

// What /seguimiento says about an order, read from its server-rendered markup (the Worker renders in UTC, which is
// how a date in UTC once reached the page).

vi.mock('../tracking.functions', () => ({ trackOrder: vi.fn(), payTrackedOrder: vi.fn() }))

// Placed at 23:35 in Santiago on 26 November (02:35 UTC on the 27th), promised for 1 December.
const PLACED = '2026-11-27T02:35:00.000Z'
const base: TrackingView = {
  number: 'VA100123',
  state: 'active',
  hold_until: null,
  can_pay: false,
  status: 'in_validation',
  steps: [
    { status: 'in_validation', done: true, date: PLACED },
    { status: 'confirmed', done: false, date: null },
    { status: 'on_the_way', done: false, date: null },
    { status: 'delivered', done: false, date: null },
  ],
  purchase_date: PLACED,
  dispatch_type: 'delivery',
  payment_method: 'webpay',
  dispatch_cost: 0,
  comment: '',
  tracking_number: null,
  courier: null,
  estimated_delivery: '2026-12-01',
  cancelled: null,
  payment_state: 'paid',
  refunded: 0,
  items: [
    {
      sku: 'W-1',
      name: 'Carménère Gran Reserva',
      brand: null,
      year: 2021,
      qty: 1,
      price: 47990,
      reference_price: 68990,
      image: null,
      slug: 'carmenere',
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
    shipping: 0,
    gift_box: 0,
    total: 47990,
  },
  payment_notes: [],
}

function render(view: TrackingView, locale: 'es' | 'en' = 'es') {
  const text = renderToStaticMarkup(
    <I18nProvider i18n={setupI18n({ locale, messages: { es, en } })}>
      <TrackedOrder view={view} query={{ number: view.number, email: 'camila@example.cl' }} locale={locale} />
    </I18nProvider>,
  )
  return text.replace(/<[^>]+>/g, ' ').replace(/&nbsp;|\s+/g, ' ')
}

describe('the tracking page', () => {
  it('writes the purchase day and every step in Santiago time, and the promised day as promised', () => {
    const text = render(base)
    expect(text).toContain('Fecha de compra 26 de noviembre de 2026')
    expect(text).toContain('En validación 26 de noviembre de 2026')
    expect(text).not.toContain('27 de noviembre')
    expect(text).toContain('Entrega estimada 1 de diciembre de 2026')
  })

  it('a cancelled order shows its banner, lines and totals, and no promise or progress', () => {
    const text = render({
      ...base,
      state: 'cancelled',
      steps: [],
      estimated_delivery: null,
      cancelled: { date: PLACED, reason: 'Sin stock en bodega' },
    })
    expect(text).toContain('Este pedido fue cancelado el 26 de noviembre de 2026. Motivo: Sin stock en bodega')
    expect(text).not.toContain('Entrega estimada')
    expect(text).not.toContain('En validación')
    expect(text).toContain('Carménère Gran Reserva')
    expect(text).toContain('Total $47.990')
  })

  it('an unpaid order says its payment is pending, until when its units are held, and offers to pay', () => {
    const text = render({
      ...base,
      state: 'payment_pending',
      hold_until: '2026-11-27T02:55:00.000Z',
      can_pay: true,
      steps: [],
      estimated_delivery: null,
    })
    expect(text).toContain('Pago pendiente')
    expect(text).toContain('Guardamos sus productos hasta el jueves 26 de noviembre, 23:55')
    expect(text).toContain('Pagar ahora con Webpay')
    expect(text).not.toContain('Entrega estimada')
    expect(text).not.toContain('En validación')
  })

  it('an order whose hold ended says it expired, and still offers to pay while the failure page would', () => {
    const expired = { ...base, state: 'expired' as const, steps: [], estimated_delivery: null }
    const payable = render({ ...expired, can_pay: true })
    expect(payable).toContain('Este pedido expiró')
    expect(payable).toContain('Pagar ahora con Webpay')
    expect(render(expired)).not.toContain('Pagar ahora con Webpay')
  })

  it('lines add up to the subtotal, each offer is the discount, and no rounded percentage is printed', () => {
    const text = render(base)
    expect(text).toContain('1 × Carménère Gran Reserva $68.990')
    expect(text).toContain('Oferta: $47.990 c/u −$21.000')
    expect(text).toContain('Subtotal $68.990 Ofertas −$21.000')
    expect(text).not.toMatch(/30 ?%/)
  })

  it('says in words, in both languages, a payment closed for a newer one and a second payment given back', () => {
    const notes: TrackingView['payment_notes'] = [
      { kind: 'superseded', amount: 47990, at: PLACED },
      { kind: 'reversed', amount: 47990, at: PLACED },
    ]
    const es = render({ ...base, payment_notes: notes })
    expect(es).toContain(
      'Un intento de pago anterior por $47.990 se cerró porque abriste uno nuevo: con ese intento no se hizo ningún cargo.',
    )
    expect(es).toContain(
      'Un pago de $47.990 llegó cuando este pedido ya estaba pagado, vencido o anulado, así que lo devolvimos completo a tu tarjeta el 26 de noviembre de 2026.',
    )
    expect(es).not.toMatch(/superseded|reversed/)
    const en = render({ ...base, payment_notes: notes }, 'en')
    expect(en).toContain('An earlier payment attempt of $47,990 CLP was closed because you opened a newer one')
    expect(en).toContain('so we gave it back to your card in full on')
    expect(render(base)).not.toContain('intento de pago')
  })

  it('an expired order whose late payment was given back never says nothing was charged', () => {
    const expired = { ...base, state: 'expired' as const, steps: [], estimated_delivery: null }
    expect(render(expired)).toContain('No se realizó ningún cargo')
    const reversed = render({ ...expired, payment_notes: [{ kind: 'reversed', amount: 47990, at: PLACED }] })
    expect(reversed).toContain('Este pedido expiró')
    expect(reversed).not.toContain('No se realizó ningún cargo')
    expect(reversed).toContain('lo devolvimos completo a tu tarjeta')
  })
})
