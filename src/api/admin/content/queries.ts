import type { StaffMe } from '~/contract/admin'
import { all, first } from '../../db/sql'
import { nowIso } from '../../clock'

// D1 access of the back-office's events, articles and content pages (./service.ts holds the rules). A save is one
// batch whose first statement writes the row with a fresh edit token (an UPDATE also names the version the person
// saw); the rest of the batch runs only where that token is in place, so a lost save leaves nothing behind.

export interface Guard {
  id: string
  sql: string
  bind: unknown[]
}

const guardFor =
  (table: 'events' | 'blog_articles') =>
  (slug: string, token: string): Guard => ({
    id: `(SELECT id FROM ${table} WHERE slug = ?)`,
    sql: `EXISTS (SELECT 1 FROM ${table} WHERE slug = ? AND edit_token = ?)`,
    bind: [slug, token],
  })
export const eventGuard = guardFor('events')
export const articleGuard = guardFor('blog_articles')

export type Columns = Record<string, string | number | null>

export function insertStatement(d1: D1Database, table: 'events' | 'blog_articles', columns: Columns, token: string) {
  const names = [...Object.keys(columns), 'edit_token', 'created_at']
  return d1
    .prepare(`INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`)
    .bind(...Object.values(columns), token, nowIso())
}

export function updateStatement(
  d1: D1Database,
  table: 'events' | 'blog_articles',
  id: number,
  version: number,
  columns: Columns,
  token: string,
) {
  const sets = Object.keys(columns).map((name) => `${name} = ?`)
  return d1
    .prepare(
      `UPDATE ${table} SET ${sets.join(', ')}, version = version + 1, edit_token = ? WHERE id = ? AND version = ?`,
    )
    .bind(...Object.values(columns), token, id, version)
}

/** Removes the texts of one language (English left empty: the pages fall back to Spanish). */
export function deleteTextsStatement(
  d1: D1Database,
  table: 'event_translations' | 'blog_translations',
  guard: Guard,
  locale: 'es' | 'en',
) {
  const key = table === 'event_translations' ? 'event_id' : 'article_id'
  return d1
    .prepare(`DELETE FROM ${table} WHERE ${key} = ${guard.id} AND locale = ? AND ${guard.sql}`)
    .bind(guard.bind[0], locale, ...guard.bind)
}

/** Upserts the texts of one language (table: event_translations or blog_translations). */
export function upsertTextsStatement(
  d1: D1Database,
  table: 'event_translations' | 'blog_translations',
  guard: Guard,
  locale: 'es' | 'en',
  texts: Columns,
) {
  const key = table === 'event_translations' ? 'event_id' : 'article_id'
  const names = Object.keys(texts)
  return d1
    .prepare(
      `INSERT INTO ${table} (${key}, locale, ${names.join(', ')})
       SELECT ${guard.id}, ?, ${names.map(() => '?').join(', ')} WHERE ${guard.sql}
       ON CONFLICT (${key}, locale) DO UPDATE SET ${names.map((n) => `${n} = excluded.${n}`).join(', ')}`,
    )
    .bind(guard.bind[0], locale, ...Object.values(texts), ...guard.bind)
}

export function guardedAuditStatement(
  d1: D1Database,
  actor: StaffMe,
  guard: Guard,
  kind: 'event' | 'article',
  action: string,
  before: unknown,
  after: unknown,
) {
  return d1
    .prepare(
      `INSERT INTO audit_log (actor_id, actor_email, action, entity_type, entity_id, before, after, created_at)
       SELECT ?, ?, ?, 'content', ? || ':' || ${guard.id}, ?, ?, ? WHERE ${guard.sql}`,
    )
    .bind(
      actor.id,
      actor.email,
      action,
      kind,
      guard.bind[0],
      before === undefined ? null : JSON.stringify(before),
      after === undefined ? null : JSON.stringify(after),
      nowIso(),
      ...guard.bind,
    )
}

// ------------------------------------------------------------------------------------------------------- events

export interface EventRow {
  id: number
  slug: string
  category: string
  status: string
  starts_at: string
  ends_at: string
  venue: string
  price: number
  capacity: number
  seats_taken: number
  version: number
}

export interface EventTextsRow {
  locale: 'es' | 'en'
  title: string
  summary: string
  body: string
  includes: string
}

export const findEvent = (d1: D1Database, id: number) => first<EventRow>(d1, 'SELECT * FROM events WHERE id = ?', id)
export const eventTexts = (d1: D1Database, id: number) =>
  all<EventTextsRow>(d1, 'SELECT locale, title, summary, body, includes FROM event_translations WHERE event_id = ?', id)
export const eventBySlug = (d1: D1Database, slug: string) =>
  first<{ id: number }>(d1, 'SELECT id FROM events WHERE slug = ?', slug)

export interface ListRow {
  id: number
  slug: string
  title: string
  status: string
  date: string
}

export const listEvents = (d1: D1Database) =>
  all<ListRow>(
    d1,
    `SELECT e.id, e.slug, coalesce(t.title, e.slug) AS title, e.status, e.starts_at AS date FROM events e
     LEFT JOIN event_translations t ON t.event_id = e.id AND t.locale = 'es' ORDER BY e.starts_at DESC LIMIT 200`,
  )

// ----------------------------------------------------------------------------------------------------- articles

export interface ArticleRow {
  id: number
  slug: string
  category_slug: string
  author: string
  status: string
  published_at: string
  tags: string
  download_url: string | null
  version: number
}

export interface ArticleTextsRow {
  locale: 'es' | 'en'
  title: string
  excerpt: string
  body: string
  download_title: string | null
}

export const findArticle = (d1: D1Database, id: number) =>
  first<ArticleRow>(d1, 'SELECT * FROM blog_articles WHERE id = ?', id)
export const articleTexts = (d1: D1Database, id: number) =>
  all<ArticleTextsRow>(
    d1,
    'SELECT locale, title, excerpt, body, download_title FROM blog_translations WHERE article_id = ?',
    id,
  )
export const articleBySlug = (d1: D1Database, slug: string) =>
  first<{ id: number }>(d1, 'SELECT id FROM blog_articles WHERE slug = ?', slug)
export const blogCategories = (d1: D1Database) =>
  all<{ slug: string; name_es: string; name_en: string }>(
    d1,
    'SELECT slug, name_es, name_en FROM blog_categories ORDER BY sort_order, slug',
  )
export const listArticles = (d1: D1Database) =>
  all<ListRow>(
    d1,
    `SELECT a.id, a.slug, coalesce(t.title, a.slug) AS title, a.status, a.published_at AS date FROM blog_articles a
     LEFT JOIN blog_translations t ON t.article_id = a.id AND t.locale = 'es' ORDER BY a.published_at DESC LIMIT 200`,
  )

export const coverRows = (d1: D1Database, entity: 'event' | 'article') =>
  all<{ entity_id: number; id: number; key: string; content_type: string; width: number; height: number; alt: string }>(
    d1,
    `SELECT entity_id, id, key, content_type, width, height, alt FROM photos WHERE entity_type = ? ORDER BY sort_order, id`,
    entity,
  )

// -------------------------------------------------------------------------------------------------------- pages

export const pageRows = (d1: D1Database, slug: string) =>
  all<{ locale: 'es' | 'en'; content: string; version: number }>(
    d1,
    'SELECT locale, content, version FROM pages WHERE slug = ?',
    slug,
  )

/** Both languages of a page, as the person saw them (`version`, kept equal on both rows). */
export function savePageStatements(
  d1: D1Database,
  slug: string,
  version: number,
  token: string,
  content: { es: string; en: string },
  actor: StaffMe,
  audit: { before: unknown; after: unknown },
): D1PreparedStatement[] {
  const guard = `EXISTS (SELECT 1 FROM pages WHERE slug = ? AND locale = 'es' AND edit_token = ?)`
  const at = nowIso()
  return [
    d1
      .prepare(
        `UPDATE pages SET content = ?, version = version + 1, edit_token = ?,
           updated_at = ?
         WHERE slug = ? AND locale = 'es' AND version = ?`,
      )
      .bind(content.es, token, at, slug, version),
    d1
      .prepare(
        `INSERT INTO pages (slug, locale, content, version, edit_token, updated_at)
         SELECT ?, 'en', ?, ? + 1, ?, ? WHERE ${guard}
         ON CONFLICT (slug, locale) DO UPDATE SET content = excluded.content, version = excluded.version,
           edit_token = excluded.edit_token, updated_at = excluded.updated_at`,
      )
      .bind(slug, content.en, version, token, at, slug, token),
    d1
      .prepare(
        `INSERT INTO audit_log (actor_id, actor_email, action, entity_type, entity_id, before, after, created_at)
         SELECT ?, ?, 'page.update', 'content', ?, ?, ?, ? WHERE ${guard}`,
      )
      .bind(
        actor.id,
        actor.email,
        `page:${slug}`,
        JSON.stringify(audit.before),
        JSON.stringify(audit.after),
        at,
        slug,
        token,
      ),
  ]
}
