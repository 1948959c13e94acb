import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { messages as en } from '../../../locales/en/backoffice.po'
import { messages as es } from '../../../locales/es/backoffice.po'
import { auditSentence, type AuditRow } from './audit-sentence'

const i18n = (locale: 'es' | 'en') => setupI18n({ locale, messages: { [locale]: locale === 'es' ? es : en } })
const row = (over: Partial<AuditRow>): AuditRow => ({
  action: 'order.cancel',
  actor_email: 'andrea@vinoteca.cl',
  actor_name: 'Andrea',
  entity_type: 'order',
  entity_id: 'aNcFo71f',
  subject: 'VA100002',
  before: { status: 'paid', version: 1 },
  after: { status: 'cancelled', version: 2, reason: 'sin stock del proveedor' },
  ...over,
})

describe('an audit row in words', () => {
  it('says who cancelled which order and why, the order number linked', () => {
    const s = auditSentence(i18n('es'), row({}))
    expect(s.text).toBe('Andrea canceló el pedido VA100002: sin stock del proveedor')
    expect([s.before, s.subject, s.after]).toEqual([
      'Andrea canceló el pedido ',
      'VA100002',
      ': sin stock del proveedor',
    ])
    expect(s.link).toEqual({ to: '/gestion/pedidos/$numero', params: { numero: 'VA100002' } })
    expect(auditSentence(i18n('en'), row({})).text).toBe('Andrea cancelled the order VA100002: sin stock del proveedor')
  })

  it('says a confirmed transfer with its amount in pesos and its reference', () => {
    const s = auditSentence(
      i18n('es'),
      row({
        action: 'order.confirm',
        after: { status: 'paid', version: 1, 'transfer.amount': 25970, 'transfer.reference': 'OP-778812' },
      }),
    )
    expect(s.text).toBe('Andrea confirmó el pedido VA100002: transferencia de $25.970 confirmada, ref. OP-778812')
  })

  it('says refunds, dispatches, stock counts and exports, plurals right', () => {
    const es_ = i18n('es')
    expect(
      auditSentence(
        es_,
        row({
          action: 'order.refund',
          after: { amount: 12000, method: 'transfer', reference: 'DEV-1', reason: 'rota' },
        }),
      ).text,
    ).toBe('Andrea devolvió $12.000 del pedido VA100002 por transferencia, ref. DEV-1: rota')
    expect(
      auditSentence(es_, row({ action: 'order.dispatch', after: { courier: 'Starken', tracking_number: 'STK-1' } }))
        .text,
    ).toBe('Andrea despachó el pedido VA100002 con Starken, seguimiento STK-1')
    expect(
      auditSentence(
        es_,
        row({
          action: 'stock.adjust',
          entity_type: 'product',
          entity_id: '12',
          subject: 'Carménère Requínoa',
          before: { sku: 'W1', stock: 4 },
          after: { sku: 'W1', stock: 9, reason: 'received' },
        }),
      ).text,
    ).toBe('Andrea ajustó el stock de Carménère Requínoa de 4 a 9 (recepción)')
    const exported = (rows: number) =>
      auditSentence(
        es_,
        row({
          action: 'orders.export',
          entity_id: '2026-11-01..2026-11-30',
          subject: null,
          after: { from: '2026-11-01', to: '2026-11-30', rows },
        }),
      )
    expect(exported(1).text).toMatch(/^Andrea exportó 1 pedido a CSV/)
    expect(exported(3).text).toMatch(/^Andrea exportó 3 pedidos a CSV/)
    expect(exported(1).link).toBeNull()
  })

  it('reads old and unknown rows sensibly: no internal ids, no raw JSON, no version', () => {
    const s = auditSentence(
      i18n('es'),
      row({
        action: 'order.something_new',
        subject: 'VA100009',
        before: { status: 'in_validation', version: 0 },
        after: { status: 'paid', version: 1 },
      }),
    )
    expect(s.text).toBe('Andrea cambió el pedido VA100009 (status: En validación → Confirmado)')
    expect(s.text).not.toContain('version')
    // The subject is gone: a number, not `product:12`; no name: the e-mail.
    const gone = auditSentence(
      i18n('es'),
      row({
        action: 'photo.add',
        actor_name: null,
        entity_type: 'product',
        entity_id: 'product:12',
        subject: null,
        after: { key: 'x' },
      }),
    )
    expect(gone.text).toBe('andrea@vinoteca.cl agregó una foto a n.º 12')
  })
})

describe('a product change in words, with the editor’s labels', () => {
  const product = (over: Partial<AuditRow>) =>
    row({ entity_type: 'product', entity_id: 'product:12', subject: 'Casillero del Diablo', ...over })

  it('says a publication and a price change as sentences, never field names', () => {
    const s = auditSentence(
      i18n('es'),
      product({
        action: 'product.update',
        before: { name: 'Casillero del Diablo', active: false, price: 12990, 'texts_en.pairing': 'Beef' },
        after: { name: 'Casillero del Diablo', active: true, price: 10990, 'texts_en.pairing': 'Lamb' },
      }),
    )
    expect(s.text).toBe(
      'Andrea publicó el producto Casillero del Diablo: cambió el precio de $12.990 a $10.990, cambió el maridaje (inglés)',
    )
    expect(s.text).not.toMatch(/active|texts_en|→/)
  })

  it('says a creation with its price and stock, draft or published', () => {
    const created = (active: boolean) =>
      auditSentence(
        i18n('es'),
        product({
          action: 'product.create',
          before: null,
          after: { name: 'Casillero del Diablo', product_type: 'wine', active, price: 12990, stock: 24 },
        }),
      ).text
    expect(created(true)).toBe('Andrea creó y publicó el producto Casillero del Diablo a $12.990, 24 unidades')
    expect(created(false)).toBe('Andrea creó el producto Casillero del Diablo como borrador, a $12.990, 24 unidades')
  })

  it('says a field set, one removed and a draft, and counts what the editor does not show', () => {
    const s = auditSentence(
      i18n('es'),
      product({
        action: 'product.update',
        before: { name: 'Casillero del Diablo', active: true, vintage: null, sale_price: 9990, edit_flag: 1 },
        after: { name: 'Casillero del Diablo', active: false, vintage: 2022, sale_price: null, edit_flag: 2 },
      }),
    )
    expect(s.text).toBe(
      'Andrea pasó a borrador el producto Casillero del Diablo: puso la cosecha en 2022, quitó el precio de oferta, cambió 1 dato más',
    )
  })
})
