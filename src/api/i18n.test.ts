import { msg } from '@lingui/core/macro'
import { describe, expect, it } from 'vitest'
import { apiI18n, perLocale } from './i18n'

describe('the API i18n instances', () => {
  it('are made once per locale and never switch locale', () => {
    expect(apiI18n('en')).toBe(apiI18n('en'))
    expect(apiI18n('es')).not.toBe(apiI18n('en'))
    expect(apiI18n('en').locale).toBe('en')
    expect(apiI18n('es').locale).toBe('es')
  })

  it('translate API messages and the shared storefront ones (validation)', () => {
    expect(apiI18n('en')._(msg`No encontrado`)).toBe('Not found')
    expect(apiI18n('es')._(msg`No encontrado`)).toBe('No encontrado')
    expect(apiI18n('en')._(msg`El campo es requerido`)).toBe('This field is required')
  })

  it('build a table of texts once per locale', () => {
    let builds = 0
    const table = perLocale((i18n, locale) => {
      builds += 1
      return { locale, notFound: i18n._(msg`No encontrado`) }
    })
    expect(table('en')).toEqual({ locale: 'en', notFound: 'Not found' })
    expect(table('en')).toBe(table('en'))
    expect(table('es').notFound).toBe('No encontrado')
    expect(builds).toBe(2)
  })
})
