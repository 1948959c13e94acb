import { describe, expect, it } from 'vitest'
import type { Facet, ProductFilters } from '~/contract/catalog'
import { allFacetOptions, toListFilters, VISIBLE_OPTIONS } from './list-filters'

const facet = (key: Facet['key'], n: number, selected: number[] = []): Facet => ({
  key,
  options: Array.from({ length: n }, (_, i) => ({
    value: `${key}-${i}`,
    label: `${key} ${i}`,
    count: 100 - i,
    selected: selected.includes(i),
  })),
})

const filters: ProductFilters = {
  facets: [facet('tipo', 6), facet('marca', 20, [2, 15]), facet('pais', 11, [1, 3, 9, 10])],
  price: { min: 5990, max: 88990 },
  total: 120,
}

describe('what a list page keeps of its facets', () => {
  it('of each facet the options it shows folded and every chosen one, in order, without the selected flag', () => {
    const kept = toListFilters(filters)
    expect(kept.price).toEqual(filters.price)
    expect(kept.total).toBe(120)
    expect(kept.facets[0]).toEqual({
      key: 'tipo',
      options: filters.facets[0]!.options.map(({ selected: _, ...o }) => o),
    })
    const marca = kept.facets[1]!
    expect(marca.size).toBe(20)
    expect(marca.options.map((o) => o.value)).toEqual([
      ...Array.from({ length: VISIBLE_OPTIONS }, (_, i) => `marca-${i}`),
      'marca-15',
    ])
    expect(Object.keys(marca.options[0]!).sort()).toEqual(['count', 'label', 'value'])
    // A country listing's countries are chosen by its query: all of them stay.
    expect(kept.facets[2]!.options.map((o) => o.value)).toEqual([
      ...Array.from({ length: VISIBLE_OPTIONS }, (_, i) => `pais-${i}`),
      'pais-9',
      'pais-10',
    ])
    expect(kept.facets[2]!.size).toBe(11)
  })

  it('every option of one facet when asked for, none of a facet the list does not have', () => {
    expect(allFacetOptions(filters, 'marca').map((o) => o.value)).toEqual(
      Array.from({ length: 20 }, (_, i) => `marca-${i}`),
    )
    expect(allFacetOptions(filters, 'region')).toEqual([])
  })
})
