import { beforeAll, describe, expect, it } from 'vitest'
import type { EventCard, EventDetail, EventFilters, EventList } from '~/contract/events'
import { categoryCountsStatement, countStatement, detailStatement, listStatement, type Sql } from '~/api/events/queries'
import { nowIso } from '~/api/events/service'
import { createTestApi, type TestApi } from './harness'

// Events API: docs/product.md, The API GET /events/{id}, plus the list and filters of /eventos (src/contract/events.ts), on the
// seed of seed/events (dated from the seed run, so assertions compare with Date.now(), never fixed dates).

let t: TestApi
beforeAll(async () => {
  t = await createTestApi()
})

async function json<T>(path: string, locale = 'es'): Promise<{ status: number; body: T; res: Response }> {
  const res = await t.call(path, { locale })
  return { status: res.status, body: (await res.json()) as T, res }
}
const list = (path: string, locale = 'es') => json<EventList>(path, locale)
const detail = (id: string | number, locale = 'es') => json<{ data: EventDetail }>(`/api/events/${id}`, locale)
const time = (e: EventCard) => Date.parse(e.starts_at)

describe('GET /api/events (upcoming)', () => {
  it('lists upcoming events soonest first in the list envelope, with event cards', async () => {
    const { status, body, res } = await list('/api/events?per_page=48')
    expect(status).toBe(200)
    expect(res.headers.get('cache-control')).toMatch(/public, max-age=60/)
    expect(body).toMatchObject({ current_page: 1, per_page: 48 })
    expect(body.total).toBe(body.data.length)
    // 12 published + 1 cancelled (listed, flagged, while upcoming).
    expect(body.total).toBe(13)
    const now = Date.now()
    expect(body.data.every((e) => time(e) > now && !e.is_past)).toBe(true)
    const times = body.data.map(time)
    expect(times).toEqual([...times].sort((a, b) => a - b))
    const card = body.data[0]!
    expect(card.product_type).toBe('App\\Models\\Event')
    expect(card.frontend_image).toMatch(/^\/img\/e\/[a-z0-9-]+\.svg$/)
    expect(card.category).toEqual({ slug: expect.stringMatching(/^[a-z-]+$/), name: expect.stringMatching(/\S/) })
  })

  it('defaults to 12 per page and pages on', async () => {
    const first = await list('/api/events')
    expect(first.body.per_page).toBe(12)
    expect(first.body.data).toHaveLength(12)
    const second = await list('/api/events?page=2')
    expect(second.body.current_page).toBe(2)
    expect(second.body.data).toHaveLength(1)
    expect(time(second.body.data[0]!)).toBeGreaterThanOrEqual(time(first.body.data[11]!))
  })

  it('flags the cancelled event and the sold-out one', async () => {
    const { body } = await list('/api/events?per_page=48')
    const cancelled = body.data.filter((e) => e.cancelled)
    expect(cancelled.map((e) => e.slug)).toEqual(['malbec-y-tango'])
    const soldOut = body.data.find((e) => e.slug === 'champagne-y-ostras')!
    expect(soldOut).toMatchObject({ sold_out: true, seats_left: 0, cancelled: false })
    expect(body.data.find((e) => e.slug === 'masterclass-de-pisco')!.seats_left).toBe(2)
    expect(body.data.find((e) => e.slug === 'jazz-en-vivo-vinos-por-copa')!.price).toBe(0)
    const earlyBird = body.data.find((e) => e.slug === 'noche-de-borgona')!
    expect(earlyBird.reference_price).toBeGreaterThan(earlyBird.price)
  })

  it('filters by categoria, and /filters counts upcoming events per category', async () => {
    const filters = await json<{ data: EventFilters }>('/api/events/filters')
    expect(filters.status).toBe(200)
    expect(filters.body.data.categories.map((c) => c.slug)).toEqual([
      'cata',
      'maridaje',
      'curso',
      'lanzamiento',
      'musica',
    ])
    expect(filters.body.data.total).toBe(13)
    for (const c of filters.body.data.categories) {
      const { body } = await list(`/api/events?categoria=${c.slug}&per_page=48`)
      expect(body.total, c.slug).toBe(c.count)
      expect(body.data.every((e) => e.category.slug === c.slug)).toBe(true)
    }
    expect(filters.body.data.categories.find((c) => c.slug === 'cata')).toMatchObject({ name: 'Catas', count: 3 })
    const en = await json<{ data: EventFilters }>('/api/events/filters', 'en')
    expect(en.body.data.categories.find((c) => c.slug === 'cata')!.name).toBe('Tastings')
  })

  it('pasados=1 lists past published events newest first', async () => {
    const { body } = await list('/api/events?pasados=1')
    expect(body.total).toBe(3)
    const now = Date.now()
    expect(body.data.every((e) => time(e) < now && e.is_past && !e.cancelled)).toBe(true)
    const times = body.data.map(time)
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  const bad: [string, string][] = [
    ['/api/events?categoria=karaoke', 'categoria'],
    ['/api/events?per_page=49', 'per_page'],
    ['/api/events?per_page=0', 'per_page'],
    ['/api/events?page=abc', 'page'],
    ['/api/events?pasados=si', 'pasados'],
    ['/api/events?desde=2020', 'desde'],
  ]
  for (const [path, field] of bad) {
    it(`${path} → 422 naming ${field}`, async () => {
      const { status, body } = await json<{ message: string; errors: Record<string, string[]> }>(path)
      expect(status).toBe(422)
      expect(Object.keys(body.errors)).toContain(field)
    })
  }

  it('ignores tracking parameters', async () => {
    expect((await list('/api/events?utm_source=newsletter')).status).toBe(200)
  })
})

describe('GET /api/events/{id}', () => {
  it('finds an event by slug and by numeric id, with body blocks, includes and venue', async () => {
    const bySlug = await detail('cata-vertical-carmenere-peumo')
    expect(bySlug.status).toBe(200)
    const event = bySlug.body.data
    expect(event.title).toBe('Cata vertical de Carménère de Peumo')
    expect(event.venue).toContain('Av. Nueva Costanera 3900')
    expect(event.includes).toContain('6 vinos de 6 cosechas')
    expect(event.body.some((b) => b.type === 'ul' && b.items.length > 0)).toBe(true)
    expect(event.body.some((b) => b.type === 'quote')).toBe(true)
    expect(event).toMatchObject({ reservable: true, sold_out: false, capacity: 20, seats_left: 8 })
    const byId = await detail(event.id)
    expect(byId.body.data.slug).toBe(event.slug)
  })

  it('answers in English with Accept-Language: en', async () => {
    const { body, res } = await detail('cata-vertical-carmenere-peumo', 'en')
    expect(res.headers.get('content-language')).toBe('en')
    expect(body.data.title).toBe('Vertical tasting of Peumo Carménère')
    expect(body.data.category.name).toBe('Tastings')
    expect(body.data.includes[0]).toBe('6 wines from 6 vintages')
  })

  it('is not reservable when sold out, cancelled or past', async () => {
    expect((await detail('champagne-y-ostras')).body.data).toMatchObject({ sold_out: true, reservable: false })
    expect((await detail('malbec-y-tango')).body.data).toMatchObject({ cancelled: true, reservable: false })
    const past = (await list('/api/events?pasados=1')).body.data[0]!
    expect((await detail(past.slug)).body.data).toMatchObject({ is_past: true, reservable: false })
  })

  it('a draft is 404; an unknown slug is 404; a malformed id is 422', async () => {
    await t.db
      .prepare(
        `INSERT INTO events (id, slug, category, status, starts_at, ends_at, venue, price, capacity)
         VALUES (900, 'cata-en-preparacion', 'cata', 'draft', ?, ?, 'Vino Bar Andes', 10000, 10)`,
      )
      .bind(nowIso(new Date(Date.now() + 86_400_000)), nowIso(new Date(Date.now() + 90_000_000)))
      .run()
    await t.db
      .prepare(
        `INSERT INTO event_translations (event_id, locale, title, summary, body) VALUES (900, 'es', 'Borrador', 'x', '[]')`,
      )
      .run()
    expect((await detail('cata-en-preparacion')).status).toBe(404)
    expect((await detail(900)).status).toBe(404)
    expect((await list('/api/events?per_page=48')).body.data.some((e) => e.slug === 'cata-en-preparacion')).toBe(false)
    expect((await detail('no-existe')).status).toBe(404)
    const bad = await json<{ errors: Record<string, string[]> }>('/api/events/DROP%20TABLE')
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.errors)).toContain('id')
  })
})

describe('mount order (app.ts)', () => {
  it('GET /api/events/selects reaches the reservations router, not the detail route', async () => {
    const { status, body } = await json<{ data: unknown }>('/api/events/selects')
    expect(status).toBe(200)
    expect(Array.isArray(body.data)).toBe(true)
  })
})

describe('search', () => {
  it('an event is found by the suggestion search with an accent-free term', async () => {
    const { status, body } = await json<{ data: { slug: string; product_type: string; subtitle: string }[] }>(
      '/api/search/suggestions?search=vertical%20carmenere',
    )
    expect(status).toBe(200)
    const hit = body.data.find((s) => s.slug === 'cata-vertical-carmenere-peumo')
    expect(hit).toMatchObject({ product_type: 'App\\Models\\Event', subtitle: 'Evento' })
  })
})

describe('EXPLAIN QUERY PLAN: event lists use events_list_idx', () => {
  const plan = async (s: Sql) => {
    const { results } = await t.db
      .prepare(`EXPLAIN QUERY PLAN ${s.sql}`)
      .bind(...s.params)
      .all<{ detail: string }>()
    return results.map((r) => r.detail)
  }
  const now = nowIso()
  const cases: [string, Sql][] = [
    ['upcoming list', listStatement({ past: false, now }, 'es', 12, 1)],
    ['upcoming list of a category', listStatement({ past: false, now, category: 'cata' }, 'en', 12, 2)],
    ['past list', listStatement({ past: true, now }, 'es', 12, 1)],
    ['count', countStatement({ past: false, now, category: 'musica' })],
    ['category counts', categoryCountsStatement(now)],
  ]
  for (const [name, sql] of cases) {
    it(name, async () => {
      const details = await plan(sql)
      expect(
        details.some((d) => /events_list_idx/.test(d)),
        details.join('\n'),
      ).toBe(true)
      expect(
        details.filter((d) => /^SCAN (e|events)\b(?!.*USING)/.test(d)),
        details.join('\n'),
      ).toEqual([])
    })
  }
  it('detail by slug uses the unique slug index', async () => {
    const details = await plan(detailStatement('noche-de-borgona', 'es'))
    expect(
      details.some((d) => /SEARCH e USING INDEX sqlite_autoindex_events_1/.test(d)),
      details.join('\n'),
    ).toBe(true)
  })
})
