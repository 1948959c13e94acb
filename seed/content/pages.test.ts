import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { MENU_COMPONENT_LAYOUTS, layoutSchema } from '~/contract/layout'
import { PAGE_SLUGS, contentPageSchema, homeContentSchema, notFoundContentSchema } from '~/contract/pages'
import { headingToFilter } from '~/lib/menu-filters'
import { pagesEn } from './pages-en.ts'
import { pagesEs } from './pages-es.ts'

const schemaFor = (slug: string) =>
  slug === 'layout'
    ? layoutSchema
    : slug === 'home'
      ? homeContentSchema
      : slug === 'not-found'
        ? notFoundContentSchema
        : contentPageSchema

describe.each([
  ['es', pagesEs],
  ['en', pagesEn],
] as const)('seed content (%s)', (_locale, pages) => {
  it('has every page slug of the contract', () => {
    expect(Object.keys(pages).sort()).toEqual([...PAGE_SLUGS].sort())
  })

  it.each([...PAGE_SLUGS])('%s follows its schema', (slug) => {
    const result = v.safeParse(schemaFor(slug), pages[slug])
    if (!result.success) throw new Error(JSON.stringify(v.flatten(result.issues)))
    expect(result.success).toBe(true)
  })

  // Money in copy is a figure the shop owns (src/lib/store.ts, the delivery rules) printed through a placeholder in
  // the reader's format: "$5.000" typed in reads as five dollars on an English page, and drifts from the price.
  it('types no amount of money into the copy', () => {
    expect(JSON.stringify(pages).match(/\$\s?\d[\d.,]*/g) ?? []).toEqual([])
  })

  it('uses all six mega-menu component layouts', () => {
    const layout = v.parse(layoutSchema, pages.layout)
    const used = new Set(layout.navbar.components.flatMap((item) => item.components.map((c) => c.layout)))
    expect([...used].sort()).toEqual([...MENU_COMPONENT_LAYOUTS].sort())
  })

  it('only uses menu headings that map to a filter (docs/product.md, Pages)', () => {
    const layout = v.parse(layoutSchema, pages.layout)
    const headings = layout.navbar.components.flatMap((item) =>
      item.components.flatMap((c) => [c.heading, ...c.groups.map((g) => g.heading)]),
    )
    for (const heading of headings) expect(headingToFilter(heading), heading).toBeDefined()
  })

  it('menu option values are catalogue facet slugs (the list pages filter on them)', () => {
    const layout = v.parse(layoutSchema, pages.layout)
    const values = layout.navbar.components.flatMap((item) =>
      item.components.flatMap((c) => [...c.options, ...c.groups.flatMap((g) => g.options)].map((o) => o.value)),
    )
    expect(values.length).toBeGreaterThan(20)
    for (const value of values) expect(value).toMatch(/^[a-z0-9-]+$/)
  })

  it('is real copy, not placeholder text', () => {
    expect(JSON.stringify(pages)).not.toMatch(/\blorem\b|\bipsum\b|\bTODO\b/)
  })
})
