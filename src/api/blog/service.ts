import type {
  BlogArtInput,
  BlogArticle,
  BlogCard,
  BlogFilters,
  BlogList,
  BlogListQuery,
  BlogProduct,
} from '~/contract/blog'
import { statement } from '../db/sql'
import { BLOG_RELATED, BLOG_TOP_TAGS } from '~/contract/blog'
import { parseBlocks } from '~/contract/blocks'
import type { Locale } from '~/lib/locale'
import { PRODUCT_TYPE } from '~/lib/product-type'
import { pageOf } from '../paging'
import * as q from './queries'
import { parseJson } from '~/lib/json'

// Rules of the blog (docs/product.md, The API /blogs): published articles only, newest first, texts in the request locale. The
// one place D1 rows become contract shapes (components never see a D1 row).

type Row = Record<string, unknown>

/** Products shown under an article: a handful is plenty, and keeps the IN list far under D1's 100 parameters. */
const MAX_PRODUCTS = 8

const strings = (value: unknown): string[] =>
  parseJson<unknown[]>(value, []).filter((x): x is string => typeof x === 'string')

export function toCard(row: Row): BlogCard {
  return {
    id: Number(row.id),
    slug: String(row.slug),
    title: String(row.title ?? ''),
    excerpt: String(row.excerpt ?? ''),
    text_lang: row.text_lang === 'en' ? 'en' : 'es',
    category: { slug: String(row.category_slug), name: String(row.category_name ?? row.category_slug) },
    author: String(row.author),
    published_at: String(row.published_at),
    reading_minutes: Number(row.reading_minutes),
    frontend_image: (row.frontend_image as string | null) ?? null,
    frontend_cover_image: (row.frontend_cover_image as string | null) ?? null,
    featured: Boolean(row.featured),
    product_type: PRODUCT_TYPE.blog,
  }
}

export async function listArticles(db: D1Database, query: BlogListQuery, locale: Locale): Promise<BlogList> {
  const filter = { categoria: query.categoria, etiqueta: query.etiqueta }
  const [rows, count] = await db.batch([
    statement(db, q.listStatement(filter, locale, query.per_page, query.page)),
    statement(db, q.countStatement(filter)),
  ])
  const total = Number((count!.results[0] as Row | undefined)?.total ?? 0)
  return pageOf((rows!.results as Row[]).map(toCard), total, query)
}

export async function listFilters(db: D1Database, categoria: string | undefined, locale: Locale): Promise<BlogFilters> {
  const [cats, tags] = await db.batch([
    statement(db, q.categoryCountsStatement()),
    statement(db, q.tagCountsStatement(categoria, BLOG_TOP_TAGS)),
  ])
  const categories = (cats!.results as Row[]).map((r) => ({
    slug: String(r.slug),
    name: String(locale === 'en' ? r.name_en : r.name_es),
    count: Number(r.n),
    selected: r.slug === categoria,
  }))
  return {
    categories,
    tags: (tags!.results as Row[]).map((r) => ({ tag: String(r.tag), count: Number(r.n) })),
    total: categories.reduce((sum, c) => sum + c.count, 0),
  }
}

export async function articleDetail(db: D1Database, idOrSlug: string, locale: Locale): Promise<BlogArticle | null> {
  const row = (await statement(db, q.detailStatement(idOrSlug, locale)).first()) as Row | null
  if (!row) return null
  const card = toCard(row)
  const slugs = strings(row.related_products).slice(0, MAX_PRODUCTS)
  const ref = { id: card.id, published_at: card.published_at, category_slug: card.category.slug }
  const statements = [
    statement(db, q.neighbourStatement(ref, 'previous', locale)),
    statement(db, q.neighbourStatement(ref, 'next', locale)),
    statement(db, q.relatedStatement(ref, locale, BLOG_RELATED)),
  ]
  if (slugs.length) statements.push(statement(db, q.productsStatement(slugs)))
  const [previous, next, related, products] = await db.batch(statements)
  const bySlug = new Map(((products?.results ?? []) as Row[]).map((p) => [String(p.slug), p]))
  const url = (row.download_url as string | null) ?? null
  return {
    ...card,
    cover_photo: null,
    blocks: parseBlocks(row.body),
    tags: strings(row.tags),
    download: url
      ? { title: String(row.download_title ?? card.title), url, bytes: Number(row.download_bytes ?? 0) }
      : null,
    previous: previous!.results[0] ? toCard(previous!.results[0] as Row) : null,
    next: next!.results[0] ? toCard(next!.results[0] as Row) : null,
    related: (related!.results as Row[]).map(toCard),
    // In the order the article lists them; a slug no longer in the catalogue is skipped.
    products: slugs.flatMap((slug): BlogProduct[] => {
      const p = bySlug.get(slug)
      if (!p) return []
      return [
        {
          name: String(p.name),
          slug,
          product_type: String(p.product_type),
          price: Number(p.price),
          reference_price:
            p.reference_price === null || p.reference_price === undefined ? null : Number(p.reference_price),
          frontend_image: (p.frontend_image as string | null) ?? null,
        },
      ]
    }),
  }
}

export async function articleArt(db: D1Database, slug: string): Promise<BlogArtInput | null> {
  const row = (await statement(db, q.artStatement(slug)).first()) as Row | null
  if (!row) return null
  return { slug: String(row.slug), category_slug: String(row.category_slug), tags: strings(row.tags) }
}
