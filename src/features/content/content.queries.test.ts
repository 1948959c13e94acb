import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { contentPage, homeContent } from './page-schemas'

// What the server function answers stands in for the CMS tables: the query parses it with the page's schema.
const answer = vi.hoisted(() => ({ current: undefined as unknown }))
vi.mock('./content.functions', () => ({ getPageContent: async () => answer.current }))

const { pageContentQueryOptions } = await import('./content.queries')

/** The query's own function, as TanStack Query calls it. */
const run = (options: { queryFn?: unknown }) => (options.queryFn as () => Promise<unknown>)()

describe('pageContentQueryOptions', () => {
  it("parses the content with the page's schema, filling its defaults", async () => {
    answer.current = { seo: { title: 'Nosotros', description: 'Quiénes somos' } }
    const page = await run(pageContentQueryOptions('about-us', 'es', contentPage))
    expect(page).toEqual({ seo: { title: 'Nosotros', description: 'Quiénes somos' }, intro: '', sections: [] })
  })

  it('refuses content of another shape instead of handing it to a page', async () => {
    answer.current = { seo: { title: 'Inicio' } }
    await expect(run(pageContentQueryOptions('home', 'es', homeContent))).rejects.toBeInstanceOf(v.ValiError)
  })
})
