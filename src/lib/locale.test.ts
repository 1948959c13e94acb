import { describe, expect, it } from 'vitest'
import { localeFromAcceptLanguage } from './locale'

describe('locale (docs/product.md, The API Accept-Language, Numbers and limits default es)', () => {
  it('reads es or en from Accept-Language, defaulting to es', () => {
    expect(localeFromAcceptLanguage('en')).toBe('en')
    expect(localeFromAcceptLanguage('en-US,en;q=0.9,es;q=0.8')).toBe('en')
    expect(localeFromAcceptLanguage('fr-FR,es;q=0.5,en;q=0.4')).toBe('es')
    expect(localeFromAcceptLanguage('de')).toBe('es')
    expect(localeFromAcceptLanguage(undefined)).toBe('es')
  })
})
