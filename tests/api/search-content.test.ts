import { beforeAll, describe, expect, it } from 'vitest'
import type { ProductList, Suggestion } from '~/contract/catalog'
import { createTestApi, type TestApi } from './harness'

// docs/product.md, Pages / What the shop stores: search reaches blog articles and events too, with the subtitles 'Artículo del Blog' and
// 'Evento', the title in the request locale, their artwork, and an event's price. The rows are written here (not
// taken from the seed) so the test states exactly what it searches for; migrations/0006 indexes them by trigger.

let t: TestApi
const exec = (sql: string, ...params: unknown[]) =>
  t.db
    .prepare(sql)
    .bind(...params)
    .run()

beforeAll(async () => {
  t = await createTestApi()
  await exec(
    `INSERT OR IGNORE INTO blog_categories (slug, name_es, name_en, sort_order) VALUES ('zz-prueba', 'Prueba', 'Test', 99)`,
  )
  await exec(
    `INSERT INTO blog_articles (id, slug, category_slug, author, published_at, tags, frontend_image, frontend_cover_image)
     VALUES (90001, 'zorzal-y-quinotto', 'zz-prueba', 'Test', '2026-01-01T12:00:00Z', '["quínoa"]', '/img/b/zorzal-y-quinotto.svg', '/img/b/zorzal-y-quinotto.svg?cover')`,
  )
  await exec(
    `INSERT INTO blog_translations (article_id, locale, title, excerpt, body) VALUES
     (90001, 'es', 'Zorzalería: el quinotto y la Garnacha', 'Resumen', '[{"type":"p","text":"Un risotto de quínoa con hongos de pino"}]'),
     (90001, 'en', 'Zorzalería: quinotto and Grenache', 'Summary', '[{"type":"p","text":"A quinoa risotto with pine mushrooms"}]')`,
  )
  await exec(
    `INSERT INTO events (id, slug, category, starts_at, ends_at, venue, price, reference_price, capacity, frontend_image)
     VALUES (90001, 'zorzaleria-noche-de-garnacha', 'cata', '2099-01-01T22:00:00Z', '2099-01-02T00:00:00Z', 'Wine bar', 25000, 30000, 20, '/img/e/zorzaleria.svg')`,
  )
  await exec(
    `INSERT INTO event_translations (event_id, locale, title, summary, body) VALUES
     (90001, 'es', 'Zorzalería: noche de Garnacha', 'Cata', '[{"type":"p","text":"Seis Garnachas del Maule"}]'),
     (90001, 'en', 'Zorzalería: Grenache night', 'Tasting', '[{"type":"p","text":"Six Grenaches from Maule"}]')`,
  )
})

const suggestions = async (search: string, locale = 'es') => {
  const res = await t.call(`/api/search/suggestions?search=${encodeURIComponent(search)}`, { locale })
  expect(res.status).toBe(200)
  return ((await res.json()) as { data: Suggestion[] }).data
}

describe('search across blog articles and events', () => {
  it('suggests an article and an event by an accent-free prefix, with subtitles, art and the event price', async () => {
    const data = await suggestions('zorzaleri')
    const article = data.find((s) => s.product_type === 'App\\Models\\Blog')
    const event = data.find((s) => s.product_type === 'App\\Models\\Event')
    expect(article).toMatchObject({
      name: 'Zorzalería: el quinotto y la Garnacha',
      slug: 'zorzal-y-quinotto',
      subtitle: 'Artículo del Blog',
      frontend_image: '/img/b/zorzal-y-quinotto.svg',
      price: null,
    })
    expect(event).toMatchObject({
      name: 'Zorzalería: noche de Garnacha',
      subtitle: 'Evento',
      frontend_image: '/img/e/zorzaleria.svg',
      price: 25000,
      reference_price: 30000,
    })
  })

  it('answers in English titles under en, and finds words of the English text', async () => {
    const data = await suggestions('zorzaleria', 'en')
    expect(data.map((s) => s.name).sort()).toEqual(['Zorzalería: Grenache night', 'Zorzalería: quinotto and Grenache'])
    expect((await suggestions('pine mushroom', 'en')).map((s) => s.slug)).toContain('zorzal-y-quinotto')
  })

  it('finds words of the body (accent-insensitive: quinoa finds quínoa)', async () => {
    const data = await suggestions('quinoa')
    expect(data.some((s) => s.slug === 'zorzal-y-quinotto')).toBe(true)
  })

  it('the results page lists them as content hits beside the products', async () => {
    const res = await t.call('/api/search?q=zorzaleria', { locale: 'en' })
    expect(res.status).toBe(200)
    const body = (await res.json()) as ProductList & { content: { name: string; product_type: string }[] }
    expect(body.content).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Zorzalería: quinotto and Grenache', product_type: 'App\\Models\\Blog' }),
        expect.objectContaining({ name: 'Zorzalería: Grenache night', product_type: 'App\\Models\\Event' }),
      ]),
    )
  })

  it('a draft article or a draft event leaves the index, and comes back when published', async () => {
    await exec(`UPDATE blog_articles SET status = 'draft' WHERE id = 90001`)
    await exec(`UPDATE events SET status = 'draft' WHERE id = 90001`)
    expect((await suggestions('zorzaleria')).filter((s) => !s.product_type.endsWith('Wine'))).toEqual([])
    await exec(`UPDATE blog_articles SET status = 'published' WHERE id = 90001`)
    await exec(`UPDATE events SET status = 'published' WHERE id = 90001`)
    expect(await suggestions('zorzaleria')).toHaveLength(2)
  })

  it('taking a seat does not rewrite the search row (the trigger ignores seats_taken)', async () => {
    const before = await t.db.prepare('SELECT count(*) AS n FROM search_fts').first<{ n: number }>()
    await exec('UPDATE events SET seats_taken = seats_taken + 2 WHERE id = 90001')
    const after = await t.db.prepare('SELECT count(*) AS n FROM search_fts').first<{ n: number }>()
    expect(after!.n).toBe(before!.n)
    expect(await suggestions('zorzaleria')).toHaveLength(2)
  })

  it('sitemap entries include published articles and events', async () => {
    const res = await t.call('/api/sitemap/products')
    const { data } = (await res.json()) as { data: { slug: string; product_type: string }[] }
    expect(data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ slug: 'zorzal-y-quinotto', product_type: 'App\\Models\\Blog' }),
        expect.objectContaining({ slug: 'zorzaleria-noche-de-garnacha', product_type: 'App\\Models\\Event' }),
      ]),
    )
  })
})
