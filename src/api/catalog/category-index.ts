import type { CategorySummary } from '~/contract/catalog'
import type { Locale } from '~/lib/locale'

// docs/product.md, The API GET /product-category: every editorial category with its product count, for the /productos index
//. Kept apart from queries.ts, whose search statements another change is reworking.

/**
 * One statement: the count is a correlated subquery on product_categories' primary key (category_slug,
 * product_id), so it is an index range per category and never a scan of the products table.
 */
export const categoryIndexSql = `SELECT c.slug, c.name_es, c.name_en, c.description_es, c.description_en,
    (SELECT count(*) FROM product_categories pc WHERE pc.category_slug = c.slug) AS n
  FROM categories c ORDER BY c.sort_order, c.slug`

export async function listCategories(db: D1Database, locale: Locale): Promise<CategorySummary[]> {
  const { results } = await db.prepare(categoryIndexSql).all<Record<string, unknown>>()
  return results.map((row) => ({
    slug: String(row.slug),
    name: String(locale === 'en' ? row.name_en : row.name_es),
    description: ((locale === 'en' ? row.description_en : row.description_es) as string | null) ?? null,
    count: Number(row.n ?? 0),
  }))
}
