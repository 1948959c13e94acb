import { describe, expect, it } from 'vitest'
import { faqItems, faqJsonLd } from './faq'

const page = {
  sections: [
    { title: '¿Cuánto demora el despacho?', body: ['En Santiago, 24 a 48 horas hábiles.'], items: [] },
    { title: '', body: ['Un párrafo sin pregunta no es una pregunta.'], items: [] },
    { title: '¿Cómo pago?', body: [], items: ['Webpay Plus', 'Transferencia'] },
    { title: '¿Cómo pago?', body: ['Repetida'], items: [] },
    { title: 'Sin respuesta', body: [], items: [] },
  ],
}

describe('faqItems', () => {
  it('keeps titled sections that have an answer, with unique anchors', () => {
    const items = faqItems(page)
    expect(items.map((i) => i.id)).toEqual(['cuanto-demora-el-despacho', 'como-pago', 'como-pago-2'])
    expect(items[1]).toMatchObject({ question: '¿Cómo pago?', items: ['Webpay Plus', 'Transferencia'] })
  })
})

describe('faqJsonLd', () => {
  it('is a schema.org FAQPage with one Question per item', () => {
    const ld = faqJsonLd(faqItems(page))
    expect(ld['@type']).toBe('FAQPage')
    expect(ld.mainEntity).toHaveLength(3)
    expect(ld.mainEntity[1]).toEqual({
      '@type': 'Question',
      name: '¿Cómo pago?',
      acceptedAnswer: { '@type': 'Answer', text: 'Webpay Plus\nTransferencia' },
    })
  })
})
