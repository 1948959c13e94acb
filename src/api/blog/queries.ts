import type { Locale } from '~/lib/locale'

// D1 access of the blog (docs/product.md, The API /blogs). Raw SQL with bound parameters, like the catalogue. Lists always start
// from status = 'published' so they walk blog_articles_list_idx (status, published_at) or, with a category,
// blog_articles_category_idx (status, category_slug, published_at) — tests/api/blog.test.ts runs EXPLAIN QUERY
// PLAN on these exact statements.

export type { Sql } from '../db/sql'
import type { Sql } from '../db/sql'
import { priceNowSql, referenceNowSql } from '../catalog/price-now'

export interface ListFilter {
  categoria?: string
  etiqueta?: string
}

/** Card columns: the request locale's text, Spanish when a translation is missing. */
const CARD_COLUMNS = `a.id, a.slug, a.category_slug, a.author, a.published_at, a.reading_minutes, a.featured,
  a.frontend_image, a.frontend_cover_image,
  coalesce(t.title, es.title) AS title, coalesce(t.excerpt, es.excerpt) AS excerpt,
  coalesce(t.locale, es.locale) AS text_lang,
  CASE WHEN ? = 'en' THEN c.name_en ELSE c.name_es END AS category_name`

const CARD_JOINS = `LEFT JOIN blog_translations t ON t.article_id = a.id AND t.locale = ?
  LEFT JOIN blog_translations es ON es.article_id = a.id AND es.locale = 'es'
  JOIN blog_categories c ON c.slug = a.category_slug`

/** Newest first; the id breaks ties so pages never overlap (the index carries the rowid). */
const NEWEST = 'a.published_at DESC, a.id DESC'

function where(filter: ListFilter): Sql {
  const parts = ["a.status = 'published'"]
  const params: unknown[] = []
  if (filter.categoria) {
    parts.push('a.category_slug = ?')
    params.push(filter.categoria)
  }
  if (filter.etiqueta) {
    parts.push('EXISTS (SELECT 1 FROM json_each(a.tags) j WHERE j.value = ?)')
    params.push(filter.etiqueta)
  }
  return { sql: parts.join(' AND '), params }
}

export function listStatement(filter: ListFilter, locale: Locale, perPage: number, page: number): Sql {
  const w = where(filter)
  return {
    sql: `SELECT ${CARD_COLUMNS} FROM blog_articles a ${CARD_JOINS}
      WHERE ${w.sql} ORDER BY ${NEWEST} LIMIT ? OFFSET ?`,
    params: [locale, locale, ...w.params, perPage, (page - 1) * perPage],
  }
}

export function countStatement(filter: ListFilter): Sql {
  const w = where(filter)
  return { sql: `SELECT count(*) AS total FROM blog_articles a WHERE ${w.sql}`, params: w.params }
}

/** Every category with its number of published articles (empty categories included, count 0). */
export function categoryCountsStatement(): Sql {
  return {
    sql: `SELECT c.slug, c.name_es, c.name_en,
        (SELECT count(*) FROM blog_articles a WHERE a.status = 'published' AND a.category_slug = c.slug) AS n
      FROM blog_categories c ORDER BY c.sort_order, c.slug`,
    params: [],
  }
}

export function tagCountsStatement(categoria: string | undefined, limit: number): Sql {
  const w = where({ categoria })
  return {
    sql: `SELECT j.value AS tag, count(*) AS n FROM blog_articles a, json_each(a.tags) j
      WHERE ${w.sql} GROUP BY j.value ORDER BY n DESC, tag ASC LIMIT ?`,
    params: [...w.params, limit],
  }
}

/** One published article by id or slug, with its body, tags, download and recommended products. */
export function detailStatement(idOrSlug: string, locale: Locale): Sql {
  const byId = /^\d+$/.test(idOrSlug)
  return {
    sql: `SELECT ${CARD_COLUMNS}, a.tags, a.download_url, a.download_bytes, a.related_products,
        coalesce(t.body, es.body) AS body, coalesce(t.download_title, es.download_title) AS download_title
      FROM blog_articles a ${CARD_JOINS}
      WHERE ${byId ? 'a.id = ?' : 'a.slug = ?'} AND a.status = 'published'`,
    params: [locale, locale, byId ? Number(idOrSlug) : idOrSlug],
  }
}

/** The published article just before (older) or after (newer) one in the newest-first order. */
export function neighbourStatement(
  article: { id: number; published_at: string },
  direction: 'previous' | 'next',
  locale: Locale,
): Sql {
  const older = direction === 'previous'
  return {
    sql: `SELECT ${CARD_COLUMNS} FROM blog_articles a ${CARD_JOINS}
      WHERE a.status = 'published'
        AND (a.published_at ${older ? '<' : '>'} ? OR (a.published_at = ? AND a.id ${older ? '<' : '>'} ?))
      ORDER BY ${older ? NEWEST : 'a.published_at ASC, a.id ASC'} LIMIT 1`,
    params: [locale, locale, article.published_at, article.published_at, article.id],
  }
}

/** Related reading: the same category first, then the newest of the rest. */
export function relatedStatement(article: { id: number; category_slug: string }, locale: Locale, limit: number): Sql {
  return {
    sql: `SELECT ${CARD_COLUMNS} FROM blog_articles a ${CARD_JOINS}
      WHERE a.status = 'published' AND a.id != ?
      ORDER BY (a.category_slug = ?) DESC, ${NEWEST} LIMIT ?`,
    params: [locale, locale, article.id, article.category_slug, limit],
  }
}

/** The products an article recommends, by slug (D1 allows 100 bound parameters: callers cap the list). */
export function productsStatement(slugs: string[]): Sql {
  return {
    sql: `SELECT p.slug, p.name, p.product_type, ${priceNowSql()} AS price, ${referenceNowSql()} AS reference_price, p.frontend_image
      FROM products p WHERE p.slug IN (${slugs.map(() => '?').join(', ')})`,
    params: slugs,
  }
}

/** For /img/b/{slug}.svg. */
export function artStatement(slug: string): Sql {
  return {
    sql: `SELECT a.slug, a.category_slug, a.tags FROM blog_articles a WHERE a.slug = ? AND a.status = 'published'`,
    params: [slug],
  }
}
