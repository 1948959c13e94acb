import { describe, expect, it } from 'vitest'
import { toApiQuery, toggleFacet } from './list-search'
import { listSearchSchema } from './list-search-schema'

describe('list URL search params', () => {
  it('drops invalid values instead of failing the page', () => {
    const s = listSearchSchema({
      tipo: 'tinto,blanco',
      pais: "chile';--",
      pagina: 0,
      orden: 'random',
      precio_min: 'abc',
      q: 'malbec',
    })
    expect(s).toEqual({ tipo: 'tinto,blanco', q: 'malbec' })
  })
  it('accepts numbers parsed from the URL', () => {
    expect(listSearchSchema({ pagina: '3', precio_max: 20000 })).toEqual({ pagina: 3, precio_max: 20000 })
    // `?disponible=1` typed by hand or shared reaches the schema as a number; the shop's own links as a string.
    expect(listSearchSchema({ disponible: 1 })).toEqual({ disponible: '1' })
    expect(listSearchSchema({ disponible: '1' })).toEqual({ disponible: '1' })
    expect(listSearchSchema({ disponible: 2 })).toEqual({})
  })
  it('maps to the API query, keeping only the facets of the resource', () => {
    expect(toApiQuery('wines', { tipo: 'tinto', tipo_queso: 'azul', pagina: 2, orden: 'price_asc' })).toEqual({
      per_page: '24',
      tipo: 'tinto',
      page: '2',
      sort: 'price_asc',
    })
    expect(toApiQuery('wines', { precio_min: 9000, precio_max: 100 })).toEqual({ per_page: '24', precio_min: '9000' })
  })
  it('toggling a facet value goes back to page 1', () => {
    expect(toggleFacet({ tipo: 'tinto', pagina: 3 }, 'tipo', 'blanco')).toEqual({
      tipo: 'tinto,blanco',
      pagina: undefined,
    })
    expect(toggleFacet({ tipo: 'tinto' }, 'tipo', 'tinto')).toEqual({ tipo: undefined, pagina: undefined })
  })
})
