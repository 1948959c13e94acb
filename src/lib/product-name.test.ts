import { describe, expect, it } from 'vitest'
import { nameWithVintage } from './product-name'

describe('nameWithVintage', () => {
  it('adds the vintage to a name that lacks it', () => {
    expect(nameWithVintage('Apalta Norte Gran Reserva Carménère', 2021)).toBe(
      'Apalta Norte Gran Reserva Carménère 2021',
    )
  })
  it('never shows it twice when the name already carries it', () => {
    expect(nameWithVintage('Viña Sur Cordillera 2022', 2022)).toBe('Viña Sur Cordillera 2022')
    expect(nameWithVintage('Cosecha 2022 Reserva', 2022)).toBe('Cosecha 2022 Reserva')
  })
  it('tells a year apart from a longer number and leaves names without vintage alone', () => {
    expect(nameWithVintage('Lote 120224', 2022)).toBe('Lote 120224 2022')
    expect(nameWithVintage('Pisco Mistral 35°', null)).toBe('Pisco Mistral 35°')
  })
})
