import { describe, expect, it } from 'vitest'
import { errorsForFields, intOrNull, sectionsToText, textToSections } from './editor-kit'

describe('the editors’ text', () => {
  it('reads Chilean numbers and leaves anything else for the API to refuse', () => {
    expect(intOrNull('$ 12.990')).toBe(12990)
    expect(intOrNull('')).toBeNull()
    expect(intOrNull('doce')).toBe('doce')
  })

  it('turns a page’s sections into text and back', () => {
    const sections = [
      {
        title: 'Plazos',
        body: ['Los plazos corren desde el pago.'],
        items: ['Santiago: 24 horas', 'Regiones: 2 a 5 días'],
      },
      { title: 'Costos', body: ['Se calculan en el carrito.', 'Desde $50.000, gratis.'], items: [] },
    ]
    const text = sectionsToText(sections)
    expect(text).toContain('- Santiago: 24 horas\n- Regiones: 2 a 5 días')
    expect(textToSections(text)).toEqual(sections)
  })

  it('puts an error of a list’s item on the field that holds the list', () => {
    expect(errorsForFields({ 'es.body.3.text': ['x'], price: ['y'], other: ['z'] }, ['es.body', 'price'])).toEqual({
      'es.body': ['x'],
      price: ['y'],
      other: ['z'],
    })
  })
})
