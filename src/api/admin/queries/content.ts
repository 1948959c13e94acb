import type { PhotoRow } from '../../catalog/photos'

// D1 access of the back-office's content page; the statements run together in one batch (../content.ts).

/** An event or a blog article as the content page lists it (its Spanish title, or its slug without one). */
export interface ContentRow {
  id: number
  slug: string
  date: string
  title: string
}

export type CoverRow = PhotoRow & { entity_type: string; entity_id: number }

/** The 60 latest events that are not drafts: rows are ContentRow. */
export function recentEventsStatement(d1: D1Database): D1PreparedStatement {
  return d1.prepare(
    `SELECT e.id, e.slug, e.starts_at AS date, COALESCE(t.title, e.slug) AS title FROM events e
       LEFT JOIN event_translations t ON t.event_id = e.id AND t.locale = 'es'
       WHERE e.status <> 'draft' ORDER BY e.starts_at DESC LIMIT 60`,
  )
}

/** The 60 latest blog articles: rows are ContentRow. */
export function recentArticlesStatement(d1: D1Database): D1PreparedStatement {
  return d1.prepare(
    `SELECT a.id, a.slug, a.published_at AS date, COALESCE(t.title, a.slug) AS title FROM blog_articles a
     LEFT JOIN blog_translations t ON t.article_id = a.id AND t.locale = 'es'
     ORDER BY a.published_at DESC LIMIT 60`,
  )
}

/** Every photo of an event or an article: rows are CoverRow. */
export function contentCoversStatement(d1: D1Database): D1PreparedStatement {
  return d1.prepare(
    `SELECT entity_type, entity_id, id, key, content_type, width, height, alt FROM photos WHERE entity_type IN ('event', 'article')`,
  )
}
