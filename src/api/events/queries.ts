import type { Locale } from '~/lib/locale'

// D1 access of the events API (docs/product.md, The API GET /events/{id}, plus this shop's list and filters). Raw SQL with bound
// parameters, like the catalogue. Every list goes through events_list_idx (status, starts_at): the status set
// and a starts_at range come first, so no full scan (tests/api/events.test.ts runs EXPLAIN QUERY PLAN on these).

export type { Sql } from '../db/sql'
import type { Sql } from '../db/sql'

export interface EventScope {
  /** Past events (newest first) instead of upcoming ones (soonest first). */
  past: boolean
  category?: string
  /** ISO 8601 UTC 'now' (passed in so tests and the service share one clock). */
  now: string
}

/** Card columns in the request locale, falling back to the Spanish text (the source language). */
const CARD_COLUMNS = `e.id, e.slug, e.category, e.status, e.starts_at, e.ends_at, e.price, e.reference_price,
  e.capacity, e.seats_taken, e.frontend_image, e.frontend_cover_image,
  coalesce(t.title, f.title) AS title, coalesce(t.summary, f.summary) AS summary,
  coalesce(t.locale, f.locale) AS text_lang`

const TRANSLATIONS = `LEFT JOIN event_translations t ON t.event_id = e.id AND t.locale = ?
  LEFT JOIN event_translations f ON f.event_id = e.id AND f.locale = 'es'`

/**
 * Upcoming: published and cancelled events that have not started (a cancelled one stays listed, flagged, until
 * its date passes). Past: published events that already started. Drafts never.
 */
function where(scope: EventScope): Sql {
  const parts = scope.past
    ? ["e.status = 'published'", 'e.starts_at < ?']
    : ["e.status IN ('published', 'cancelled')", 'e.starts_at >= ?']
  const params: unknown[] = [scope.now]
  if (scope.category) {
    parts.push('e.category = ?')
    params.push(scope.category)
  }
  return { sql: parts.join(' AND '), params }
}

export function listStatement(scope: EventScope, locale: Locale, perPage: number, page: number): Sql {
  const w = where(scope)
  return {
    sql: `SELECT ${CARD_COLUMNS} FROM events e ${TRANSLATIONS}
      WHERE ${w.sql}
      ORDER BY e.starts_at ${scope.past ? 'DESC' : 'ASC'}, e.id
      LIMIT ? OFFSET ?`,
    params: [locale, ...w.params, perPage, (page - 1) * perPage],
  }
}

export function countStatement(scope: EventScope): Sql {
  const w = where(scope)
  return { sql: `SELECT count(*) AS total FROM events e WHERE ${w.sql}`, params: w.params }
}

/** Upcoming events per category (the chips of /eventos). */
export function categoryCountsStatement(now: string): Sql {
  const w = where({ past: false, now })
  return {
    sql: `SELECT e.category, count(*) AS n FROM events e WHERE ${w.sql} GROUP BY e.category`,
    params: w.params,
  }
}

/** One event by numeric id or slug, in the request locale; drafts are not public. */
export function detailStatement(idOrSlug: string, locale: Locale): Sql {
  const byId = /^\d+$/.test(idOrSlug)
  return {
    sql: `SELECT ${CARD_COLUMNS}, e.venue,
        coalesce(t.body, f.body) AS body, coalesce(t.includes, f.includes) AS includes
      FROM events e ${TRANSLATIONS}
      WHERE ${byId ? 'e.id = ?' : 'e.slug = ?'} AND e.status <> 'draft'`,
    params: [locale, byId ? Number(idOrSlug) : idOrSlug],
  }
}
