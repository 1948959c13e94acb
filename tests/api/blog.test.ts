import { beforeAll, describe, expect, it } from 'vitest'
import type { BlogArticle, BlogFilters, BlogList } from '~/contract/blog'
import type { Suggestion } from '~/contract/catalog'
import { countStatement, listStatement, tagCountsStatement, type Sql } from '~/api/blog/queries'
import { createTestApi, type TestApi } from './harness'

// docs/product.md, The API GET /blogs?{params}, /blogs/filters, /blogs/{id}; docs/product.md, What the shop stores list response (data, total, current_page) and
// product_type App\Models\Blog; docs/product.md, Pages "downloadable content exists". Runs against the seeded articles
// (seed/blog: 25 published in six categories, one draft).

let t: TestApi
beforeAll(async () => {
  t = await createTestApi()
})

async function json<T>(path: string, locale = 'es'): Promise<{ status: number; body: T; res: Response }> {
  const res = await t.call(path, { locale })
  return { status: res.status, body: (await res.json()) as T, res }
}
const count = async (sql: string, ...params: unknown[]) =>
  Number(
    (
      (await t.db
        .prepare(sql)
        .bind(...params)
        .first()) as { n: number }
    ).n,
  )

describe('GET /api/blogs', () => {
  it('returns the shop list envelope, published articles only, newest first', async () => {
    const { status, body, res } = await json<BlogList>('/api/blogs')
    expect(status).toBe(200)
    expect(res.headers.get('cache-control')).toMatch(/public/)
    const published = await count("SELECT count(*) n FROM blog_articles WHERE status = 'published'")
    expect(published).toBeGreaterThanOrEqual(24)
    expect(body.total).toBe(published)
    expect(body.current_page).toBe(1)
    expect(body.per_page).toBe(9)
    expect(body.data).toHaveLength(9)
    expect(body).toMatchObject({ from: 1, to: 9, last_page: Math.ceil(published / 9) })
    const dates = body.data.map((a) => a.published_at)
    expect([...dates].sort().reverse()).toEqual(dates)
    const card = body.data[0]!
    expect(card).toMatchObject({ product_type: 'App\\Models\\Blog' })
    expect(card.frontend_image).toBe(`/img/b/${card.slug}.svg`)
    expect(card.frontend_cover_image).toMatch(/^\/img\/b\/.+\.svg$/)
    expect(typeof card.featured).toBe('boolean')
    expect(card.category).toEqual({ slug: expect.stringMatching(/^[a-z-]+$/), name: expect.stringMatching(/\S/) })
    expect(body.data.some((a) => a.slug === 'vendimia-2026-balance')).toBe(false)
  })

  it('pages never overlap and together hold every published article', async () => {
    const seen = new Set<string>()
    for (let page = 1; page <= 3; page++) {
      const { body } = await json<BlogList>(`/api/blogs?page=${page}`)
      for (const a of body.data) seen.add(a.slug)
    }
    expect(seen.size).toBe((await json<BlogList>('/api/blogs')).body.total)
  })

  it('filters by category, and the filter counts agree with the list', async () => {
    const { body } = await json<BlogList>('/api/blogs?categoria=maridajes&per_page=48')
    expect(body.total).toBe(7)
    expect(body.data.every((a) => a.category.slug === 'maridajes')).toBe(true)
    const filters = await json<BlogFilters>('/api/blogs/filters?categoria=maridajes')
    expect(filters.status).toBe(200)
    const chips = (filters.body as unknown as { data: BlogFilters }).data
    const maridajes = chips.categories.find((c) => c.slug === 'maridajes')!
    expect(maridajes).toMatchObject({ name: 'Maridajes', count: 7, selected: true })
    expect(chips.categories.filter((c) => c.selected)).toHaveLength(1)
    expect(chips.categories.map((c) => c.slug)).toEqual([
      'maridajes',
      'cepas',
      'valles-y-regiones',
      'servicio-y-cava',
      'cocteleria',
      'quesos-y-gourmet',
    ])
    for (const c of chips.categories) {
      const list = await json<BlogList>(`/api/blogs?categoria=${c.slug}`)
      expect(list.body.total, c.slug).toBe(c.count)
    }
    expect(chips.total).toBe((await json<BlogList>('/api/blogs')).body.total)
    // Tags of the category only, most used first.
    expect(chips.tags.length).toBeGreaterThan(0)
    const counts = chips.tags.map((x) => x.count)
    expect([...counts].sort((a, b) => b - a)).toEqual(counts)
  })

  it('filters by tag (accents and case as the shopper types them)', async () => {
    const { body } = await json<BlogList>(`/api/blogs?etiqueta=${encodeURIComponent('Carménère')}`)
    expect(body.total).toBeGreaterThanOrEqual(2)
    expect(body.data.map((a) => a.slug)).toContain('carmenere-la-cepa-perdida')
  })

  it('category names and titles come in the request locale', async () => {
    const es = await json<BlogList>('/api/blogs?categoria=cepas')
    const en = await json<BlogList>('/api/blogs?categoria=cepas', 'en')
    expect(es.body.data[0]!.category.name).toBe('Guías de cepas')
    expect(en.body.data[0]!.category.name).toBe('Grape guides')
    expect(en.body.data[0]!.slug).toBe(es.body.data[0]!.slug)
    expect(en.body.data[0]!.title).not.toBe(es.body.data[0]!.title)
  })

  it('per_page bounds: 1 and 48 accepted, 0 and 49 refused; a page past the end is empty with the real total', async () => {
    expect((await json<BlogList>('/api/blogs?per_page=1')).body.data).toHaveLength(1)
    const all = await json<BlogList>('/api/blogs?per_page=48')
    expect(all.body.data).toHaveLength(all.body.total)
    for (const bad of ['0', '49']) {
      const { status, body } = await json<{ errors: Record<string, string[]> }>(`/api/blogs?per_page=${bad}`)
      expect(status, bad).toBe(422)
      expect(Object.keys(body.errors)).toEqual(['per_page'])
    }
    const past = await json<BlogList>('/api/blogs?page=40')
    expect(past.status).toBe(200)
    expect(past.body.data).toEqual([])
    expect(past.body.total).toBe(all.body.total)
    expect(past.body).toMatchObject({ current_page: 40, from: 0, to: 0 })
  })

  it('malformed or unknown parameters answer 422 naming the field', async () => {
    const cases: [string, string][] = [
      ['/api/blogs?page=abc', 'page'],
      ['/api/blogs?page=0', 'page'],
      ['/api/blogs?categoria=Vinos%20Tintos', 'categoria'],
      ['/api/blogs?etiqueta=%22%3B--', 'etiqueta'],
      ['/api/blogs?orden=newest', 'orden'],
      ['/api/blogs/filters?page=2', 'page'],
      ['/api/blogs/filters?categoria=..%2Fx', 'categoria'],
    ]
    for (const [path, field] of cases) {
      const { status, body } = await json<{ message: string; errors: Record<string, string[]> }>(path)
      expect(status, path).toBe(422)
      // One message per field (docs/decisions/003), naming the parameter itself.
      expect(body.errors[field], path).toEqual([expect.stringMatching(/\S/)])
      expect(body.message).toBe('Verifica que la información ingresada sea correcta')
    }
    // Tracking parameters are not "unknown".
    expect((await json('/api/blogs?utm_source=newsletter')).status).toBe(200)
  })
})

describe('GET /api/blogs/{id}', () => {
  it('by slug: blocks, tags, download, neighbours, related and recommended products', async () => {
    const { status, body } = await json<{ data: BlogArticle }>('/api/blogs/como-catar-un-vino-en-casa')
    expect(status).toBe(200)
    const a = body.data
    expect(a.title).toBe('Cómo catar un vino en casa: vista, nariz y boca')
    expect(a.product_type).toBe('App\\Models\\Blog')
    expect(a.blocks[0]).toMatchObject({ type: 'p' })
    expect(a.blocks.some((b) => b.type === 'h2')).toBe(true)
    expect(a.blocks.some((b) => b.type === 'ul' && b.items.length > 0)).toBe(true)
    expect(a.tags).toContain('cata')
    expect(a.download).toMatchObject({ title: 'Ficha de cata imprimible', url: '/descargas/ficha-de-cata.pdf' })
    expect(a.download!.bytes).toBeGreaterThan(1000)
    expect(a.previous!.published_at < a.published_at).toBe(true)
    expect(a.next!.published_at > a.published_at).toBe(true)
    expect(a.related).toHaveLength(3)
    expect(a.related[0]!.category.slug).toBe(a.category.slug)
    expect(a.related.some((r) => r.slug === a.slug)).toBe(false)
    expect(a.products.length).toBeGreaterThanOrEqual(2)
    for (const p of a.products) {
      expect(p.price).toBeGreaterThan(0)
      expect(p.frontend_image).toMatch(/^\/img\/p\//)
      expect(p.product_type).toMatch(/^App\\Models\\/)
    }
  })

  it('by numeric id gives the same article; the newest has no next and the oldest no previous', async () => {
    const { body: list } = await json<BlogList>('/api/blogs?per_page=48')
    const newest = list.data[0]!
    const oldest = list.data[list.data.length - 1]!
    const byId = await json<{ data: BlogArticle }>(`/api/blogs/${newest.id}`)
    expect(byId.status).toBe(200)
    expect(byId.body.data.slug).toBe(newest.slug)
    expect(byId.body.data.next).toBeNull()
    expect((await json<{ data: BlogArticle }>(`/api/blogs/${oldest.slug}`)).body.data.previous).toBeNull()
  })

  it('every article with a download points at a real file size in es and en titles', async () => {
    const withDownload = await count(
      "SELECT count(*) n FROM blog_articles WHERE status = 'published' AND download_url IS NOT NULL",
    )
    expect(withDownload).toBeGreaterThanOrEqual(4)
    const en = await json<{ data: BlogArticle }>('/api/blogs/temperaturas-de-servicio', 'en')
    expect(en.body.data.download).toMatchObject({
      title: 'Serving temperature chart',
      url: '/descargas/temperaturas-de-servicio.pdf',
    })
  })

  it('answers in English with Accept-Language: en', async () => {
    const { body } = await json<{ data: BlogArticle }>('/api/blogs/carmenere-la-cepa-perdida', 'en-US,en;q=0.9')
    expect(body.data.title).toBe('Carménère, the grape that was lost and found')
    expect(body.data.category.name).toBe('Grape guides')
    expect(body.data.blocks.some((b) => b.type === 'quote' && /Boursiquot/.test(b.text))).toBe(true)
  })

  it('a draft or an unknown article is a 404 with the API error shape; a malformed id a 422', async () => {
    const draftId = await count("SELECT id n FROM blog_articles WHERE status = 'draft' LIMIT 1")
    for (const path of ['/api/blogs/vendimia-2026-balance', `/api/blogs/${draftId}`, '/api/blogs/no-existe']) {
      const { status, body } = await json<{ message: string }>(path)
      expect(status, path).toBe(404)
      expect(body).toEqual({ message: 'No encontrado' })
    }
    expect((await json('/api/blogs/Hola%20Mundo')).status).toBe(422)
  })
})

describe('search and query plans', () => {
  it('an article is suggested by an accent-free term (search_fts indexes published articles)', async () => {
    const res = await t.call('/api/search/suggestions?search=carmenere%20perdida')
    expect(res.status).toBe(200)
    const { data } = (await res.json()) as { data: Suggestion[] }
    const hit = data.find((s) => s.product_type === 'App\\Models\\Blog')
    expect(hit).toMatchObject({ slug: 'carmenere-la-cepa-perdida', subtitle: 'Artículo del Blog' })
    // The draft is never indexed.
    const draft = (await (await t.call('/api/search/suggestions?search=vendimia%20balance')).json()) as {
      data: Suggestion[]
    }
    expect(draft.data.some((s) => s.slug === 'vendimia-2026-balance')).toBe(false)
  })

  const plan = async (s: Sql) => {
    const { results } = await t.db
      .prepare(`EXPLAIN QUERY PLAN ${s.sql}`)
      .bind(...s.params)
      .all<{ detail: string }>()
    return results.map((r) => r.detail)
  }
  const cases: [string, Sql, RegExp][] = [
    ['list', listStatement({}, 'es', 9, 1), /blog_articles_list_idx/],
    ['list by category', listStatement({ categoria: 'maridajes' }, 'es', 9, 1), /blog_articles_category_idx/],
    ['list by tag', listStatement({ etiqueta: 'pisco' }, 'en', 9, 2), /blog_articles_list_idx/],
    ['count', countStatement({}), /blog_articles_(list|category)_idx/],
    ['count by category', countStatement({ categoria: 'cepas' }), /blog_articles_category_idx/],
    ['tag counts by category', tagCountsStatement('cepas', 12), /blog_articles_category_idx/],
  ]
  for (const [name, sql, index] of cases) {
    it(`EXPLAIN QUERY PLAN: ${name} uses a blog_articles index, never a full scan`, async () => {
      const details = await plan(sql)
      expect(details.join('\n')).toMatch(index)
      expect(details.filter((d) => /^SCAN a\b(?!.*USING)/.test(d))).toEqual([])
    })
  }
})
