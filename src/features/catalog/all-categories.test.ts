import { describe, expect, it } from 'vitest'
import type { Facet, ProductFilters } from '~/contract/catalog'
import { buildAllCategories, listHref, WORLD_WINE_COUNTRIES, type AllCategoriesInput } from './all-categories'
import { listSearchSchema } from './list-search-schema'

const facet = (key: Facet['key'], options: [string, number][]): Facet => ({
  key,
  options: options.map(([value, count]) => ({ value, label: value.toUpperCase(), count, selected: false })),
})
const filters = (total: number, ...facets: Facet[]): ProductFilters => ({ facets, price: { min: 0, max: 0 }, total })

const input: AllCategoriesInput = {
  wines: filters(
    100,
    facet('tipo', [
      ['tinto', 60],
      ['blanco', 40],
      ['naranjo', 0],
    ]),
    facet('pais', [
      ['chile', 50],
      ['francia', 20],
      ['argentina', 10],
      ['japon', 5],
    ]),
  ),
  alcohols: filters(10, facet('tipo', [['pisco', 10]])),
  boxes: filters(0, facet('tipo', [])),
  gourmets: filters(8, facet('tipo_gourmet', [['quesos', 8]])),
  frenchCheeses: filters(3, facet('tipo_queso', [['azul', 3]])),
  offers: filters(
    7,
    facet('categoria', [
      ['w', 5],
      ['g', 2],
    ]),
  ),
  categories: [
    { slug: 'regalos', name: 'Regalos', description: null, count: 4 },
    { slug: 'vacia', name: 'Vacía', description: null, count: 0 },
  ],
}

describe('/productos sections', () => {
  const sections = buildAllCategories(input)
  const section = (id: string) => sections.find((s) => s.id === id)

  it('wines by type link to /vinos?tipo=… with the facet counts; empty values are left out', () => {
    const types = section('wines')!.groups.find((g) => g.id === 'by-type')!.tiles
    expect(types).toEqual([
      { id: 'tipo-tinto', label: 'TINTO', href: '/vinos?tipo=tinto', count: 60 },
      { id: 'tipo-blanco', label: 'BLANCO', href: '/vinos?tipo=blanco', count: 40 },
    ])
  })

  it('wines by origin: the country listings, the world one summing the countries /vinos/del-mundo fixes', () => {
    const origins = section('wines')!.groups.find((g) => g.id === 'by-origin')!.tiles
    expect(origins.map((t) => [t.href, t.count])).toEqual([
      ['/vinos/chilenos', 50],
      ['/vinos/franceses', 20],
      ['/vinos/del-mundo', 30], // francia + argentina; japon is not one of the world listing's countries
    ])
    expect(WORLD_WINE_COUNTRIES).toContain('argentina')
    expect(WORLD_WINE_COUNTRIES).not.toContain('chile')
  })

  it('French cheeses link to the gourmet list with the three filters, and the group to all of them', () => {
    const group = section('gourmet')!.groups.find((g) => g.id === 'french-cheeses')!
    expect(group.href).toBe('/gourmet?pais=francia&tipo_gourmet=quesos')
    expect(group.count).toBe(3)
    expect(group.tiles[0]!.href).toBe('/gourmet?pais=francia&tipo_gourmet=quesos&tipo_queso=azul')
  })

  it('offers by product kind use the categoria letters; editorial categories go to /categorias/{slug}', () => {
    expect(section('offers')!.groups[0]!.tiles.map((t) => t.href)).toEqual([
      '/ofertas?categoria=w',
      '/ofertas?categoria=g',
    ])
    expect(section('categories')!.groups[0]!.tiles).toEqual([
      { id: 'category-regalos', label: 'Regalos', href: '/categorias/regalos', count: 4 },
    ])
    expect(section('categories')!.href).toBeNull()
  })

  it('a section with nothing to show is left out', () => {
    expect(section('boxes')).toBeUndefined()
    expect(sections.map((s) => s.id)).toEqual(['wines', 'alcohols', 'gourmet', 'offers', 'categories'])
  })

  it('every tile link is a list URL the list pages accept as it is', () => {
    for (const tile of sections.flatMap((s) => s.groups.flatMap((g) => g.tiles))) {
      const url = new URL(tile.href, 'https://shop.test')
      const search = Object.fromEntries(url.searchParams)
      expect(listSearchSchema(search)).toEqual(search)
    }
  })

  it('listHref orders the params and skips empty ones', () => {
    expect(listHref('/gourmet', { tipo_queso: 'azul', pais: 'francia', tipo: '' })).toBe(
      '/gourmet?pais=francia&tipo_queso=azul',
    )
    expect(listHref('/cajas')).toBe('/cajas')
  })
})
