import { describe, expect, it } from 'vitest'
import { headingToFilter, listUrl, menuOptionLinks } from './menu-filters'

describe('headingToFilter (docs/product.md, Pages heading → filter mapping)', () => {
  it.each([
    ['Quesos franceses', 'tipo_queso'],
    ['French cheeses', 'tipo_queso'],
    ['Productos gourmet', 'tipo_gourmet'],
    ['Por región', 'region_francia'],
    ['By region', 'region_francia'],
    ['Viñas', 'marca'],
    ['Vineyards', 'marca'],
    ['Cepas', 'variedad'],
    ['Strains', 'variedad'],
    ['País', 'pais'],
    ['Country', 'pais'],
    ['Tipos', 'tipo'],
    ['Types', 'tipo'],
  ])('%s → %s', (heading, filter) => {
    expect(headingToFilter(heading)).toBe(filter)
  })

  it('ignores case, accents and spacing', () => {
    expect(headingToFilter('  QUESOS   Franceses ')).toBe('tipo_queso')
    expect(headingToFilter('POR REGION')).toBe('region_francia')
  })

  it('defaults to tipo when there is no heading', () => {
    expect(headingToFilter('')).toBe('tipo')
    expect(headingToFilter(undefined)).toBe('tipo')
  })

  it('returns undefined for an unknown heading', () => {
    expect(headingToFilter('Accesorios')).toBeUndefined()
  })
})

describe('menuOptionLinks', () => {
  const options = [
    { text: 'Carménère', value: 'Carménère' },
    { text: 'Syrah', value: 'Syrah' },
  ]

  it('builds list URLs carrying the filter of the heading', () => {
    const links = menuOptionLinks('Cepas', options, '/vinos')
    expect(links).toEqual([
      { label: 'Carménère', href: '/vinos?variedad=Carm%C3%A9n%C3%A8re' },
      { label: 'Syrah', href: '/vinos?variedad=Syrah' },
    ])
    expect(decodeURIComponent(links[0]!.href)).toBe('/vinos?variedad=Carménère')
  })

  it('gives one option labelled Error for an unknown heading', () => {
    expect(menuOptionLinks('Accesorios', options, '/vinos')).toEqual([{ label: 'Error', href: '/vinos' }])
  })

  it('uses tipo when no heading is given', () => {
    expect(menuOptionLinks('', [{ text: 'Tinto', value: 'tinto' }], '/vinos')).toEqual([
      { label: 'Tinto', href: '/vinos?tipo=tinto' },
    ])
  })
})

describe('listUrl', () => {
  it('keeps an existing query and encodes the value', () => {
    expect(listUrl('/vinos?pais=Chile', 'tipo', 'Rosé')).toBe('/vinos?pais=Chile&tipo=Ros%C3%A9')
  })
})
