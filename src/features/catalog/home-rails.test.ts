import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { CATALOG_PER_PAGE_MAX, listQuerySchemas } from '~/contract/catalog'
import { HOME_RAILS, HOME_RAIL_SIZE } from './home-rails'
import { listSearchSchema } from './list-search-schema'

describe('home product rails', () => {
  it('ask the API for a valid list query: in stock only, one small page', () => {
    expect(HOME_RAIL_SIZE).toBeLessThanOrEqual(CATALOG_PER_PAGE_MAX)
    for (const rail of HOME_RAILS) {
      const parsed = v.parse(listQuerySchemas[rail.resource], rail.query)
      expect(parsed).toMatchObject({ per_page: HOME_RAIL_SIZE, disponible: '1' })
    }
  })

  it('"Ver todo" opens the list page of the same resource with the same order', () => {
    // docs/product.md, Pages list routes (list-pages.ts LIST_PAGES; not imported here: its copy goes through the Lingui macro).
    const resourceOf: Record<string, string> = { '/ofertas': 'offers', '/vinos': 'wines', '/cajas': 'boxes' }
    for (const rail of HOME_RAILS) {
      const url = new URL(rail.href, 'https://shop.test')
      expect(resourceOf[url.pathname]).toBe(rail.resource)
      const search = listSearchSchema(Object.fromEntries(url.searchParams))
      expect(search.orden ?? 'newest').toBe(rail.query.sort)
    }
  })
})
