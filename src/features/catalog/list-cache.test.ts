import { describe, expect, it } from 'vitest'
import { unfilteredFiltersKey, unfilteredListKey } from './list-cache'

describe('which catalogue answers the server functions edge cache', () => {
  it('the first five pages of a family without filters, in any sort', () => {
    expect(unfilteredListKey({ resource: 'wines', query: { per_page: '24' } })).toBe('catalog/list/wines/newest/1')
    expect(unfilteredListKey({ resource: 'offers', query: { per_page: '24', page: '5', sort: 'price_asc' } })).toBe(
      'catalog/list/offers/price_asc/5',
    )
  })

  it('never a filtered list, a later page, another page size, search or an editorial category', () => {
    expect(unfilteredListKey({ resource: 'wines', query: { per_page: '24', tipo: 'tinto' } })).toBeNull()
    expect(unfilteredListKey({ resource: 'wines', query: { per_page: '24', page: '6' } })).toBeNull()
    expect(unfilteredListKey({ resource: 'wines', query: { per_page: '24', page: '01' } })).toBeNull()
    expect(unfilteredListKey({ resource: 'wines', query: { per_page: '48' } })).toBeNull()
    expect(unfilteredListKey({ resource: 'wines', query: { per_page: '24', sort: 'relevance' } })).toBeNull()
    expect(unfilteredListKey({ resource: 'search', query: { per_page: '24' } })).toBeNull()
    expect(unfilteredListKey({ resource: 'category', query: { per_page: '24' } })).toBeNull()
  })

  it('facets only of a family without filters', () => {
    expect(unfilteredFiltersKey({ resource: 'gourmets', query: {} })).toBe('catalog/filters/gourmets')
    expect(unfilteredFiltersKey({ resource: 'gourmets', query: { pais: 'francia' } })).toBeNull()
    expect(unfilteredFiltersKey({ resource: 'search', query: {} })).toBeNull()
  })
})
