import {
  EVENT_CATEGORIES,
  EVENT_CATEGORY_SLUGS,
  EVENT_PRODUCT_TYPE,
  type EventCard,
  type EventCategorySlug,
  type EventDetail,
  type EventFilters,
  type EventList,
  type EventListQuery,
} from '~/contract/events'
import { statement } from '../db/sql'
import { parseBlocks } from '~/contract/blocks'
import type { Locale } from '~/lib/locale'
import { pageOf } from '../paging'
import * as q from './queries'
import { parseJson } from '~/lib/json'

// Rules of the events API and the one place D1 rows become contract shapes (components never see a D1 row).

type Row = Record<string, unknown>

/** 'now' in the stored format (ISO UTC, second precision) so string comparison orders like time. */
export function nowIso(date = new Date()): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z')
}

function categoryOf(slug: unknown, locale: Locale) {
  const key = (EVENT_CATEGORY_SLUGS as string[]).includes(String(slug)) ? (String(slug) as EventCategorySlug) : 'cata'
  return { slug: key, name: EVENT_CATEGORIES[key][locale] }
}

export function toCard(row: Row, locale: Locale, now: string): EventCard {
  const capacity = Number(row.capacity)
  const seatsLeft = Math.max(0, capacity - Number(row.seats_taken ?? 0))
  const price = Number(row.price)
  const reference =
    row.reference_price === null || row.reference_price === undefined ? null : Number(row.reference_price)
  return {
    id: Number(row.id),
    slug: String(row.slug),
    title: String(row.title ?? ''),
    summary: String(row.summary ?? ''),
    text_lang: row.text_lang === 'en' ? 'en' : 'es',
    category: categoryOf(row.category, locale),
    starts_at: String(row.starts_at),
    ends_at: String(row.ends_at),
    price,
    reference_price: reference,
    seats_left: seatsLeft,
    sold_out: seatsLeft === 0,
    cancelled: row.status === 'cancelled',
    is_past: String(row.starts_at) < now,
    frontend_image: (row.frontend_image as string | null) ?? null,
    frontend_cover_image: (row.frontend_cover_image as string | null) ?? null,
    product_type: EVENT_PRODUCT_TYPE,
  }
}

export async function listEvents(
  db: D1Database,
  query: EventListQuery,
  locale: Locale,
  now = nowIso(),
): Promise<EventList> {
  const scope: q.EventScope = { past: query.pasados === '1', category: query.categoria, now }
  const [rows, count] = await db.batch([
    statement(db, q.listStatement(scope, locale, query.per_page, query.page)),
    statement(db, q.countStatement(scope)),
  ])
  const total = Number((count!.results[0] as Row | undefined)?.total ?? 0)
  return pageOf(
    (rows!.results as Row[]).map((r) => toCard(r, locale, now)),
    total,
    query,
  )
}

export async function eventFilters(db: D1Database, locale: Locale, now = nowIso()): Promise<EventFilters> {
  const { results } = await statement(db, q.categoryCountsStatement(now)).all<Row>()
  const counts = new Map(results.map((r) => [String(r.category), Number(r.n)]))
  const categories = EVENT_CATEGORY_SLUGS.map((slug) => ({
    slug,
    name: EVENT_CATEGORIES[slug][locale],
    count: counts.get(slug) ?? 0,
  }))
  return { categories, total: categories.reduce((sum, c) => sum + c.count, 0) }
}

export async function eventDetail(
  db: D1Database,
  idOrSlug: string,
  locale: Locale,
  now = nowIso(),
): Promise<EventDetail | null> {
  const row = (await statement(db, q.detailStatement(idOrSlug, locale)).first()) as Row | null
  if (!row) return null
  const card = toCard(row, locale, now)
  const includes = parseJson<unknown>(row.includes, null)
  return {
    ...card,
    body: parseBlocks(row.body),
    includes: Array.isArray(includes) ? includes.map(String) : [],
    venue: String(row.venue),
    capacity: Number(row.capacity),
    reservable: !card.cancelled && !card.is_past && card.seats_left > 0,
    cover_photo: null,
  }
}
