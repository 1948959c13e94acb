import { describe, expect, it } from 'vitest'
import { eventsSearchSchema, toListRequest } from './events-search'

describe('eventsSearchSchema (/eventos URL params)', () => {
  const parse = (input: Record<string, unknown>) => eventsSearchSchema(input)

  it('keeps valid values, numbers as numbers', () => {
    expect(parse({ categoria: 'cata', pagina: 2, pasados: 1 })).toEqual({ categoria: 'cata', pagina: 2, pasados: 1 })
    expect(parse({ pagina: '3', pasados: '1' })).toEqual({ categoria: undefined, pagina: 3, pasados: 1 })
  })

  it('drops hand-edited values instead of failing', () => {
    expect(parse({ categoria: 'karaoke', pagina: 'dos', pasados: 'si' })).toEqual({
      categoria: undefined,
      pagina: undefined,
      pasados: undefined,
    })
    expect(parse({ pagina: 0 }).pagina).toBeUndefined()
    expect(parse({ pagina: 1 }).pagina).toBeUndefined()
  })

  it('maps to the API request', () => {
    expect(toListRequest(parse({ categoria: 'musica', pagina: 2 }))).toEqual({
      categoria: 'musica',
      page: 2,
      pasados: false,
    })
    expect(toListRequest(parse({ pasados: 1 }))).toEqual({ categoria: undefined, page: 1, pasados: true })
  })
})
