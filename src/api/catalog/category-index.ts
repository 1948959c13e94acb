import type { CategorySummary } from '~/contract/catalog'
import { statement } from '../db/sql'
import type { Locale } from '~/lib/locale'
import { categoryIndexStatement } from './queries'

// docs/product.md, The API GET /product-category: every editorial category with its product count, for the
// /productos index (one statement, queries.ts categoryIndexStatement).

export async function listCategories(db: D1Database, locale: Locale): Promise<CategorySummary[]> {
  const { results } = await statement(db, categoryIndexStatement()).all<Record<string, unknown>>()
  return results.map((row) => ({
    slug: String(row.slug),
    name: String(locale === 'en' ? row.name_en : row.name_es),
    description: ((locale === 'en' ? row.description_en : row.description_es) as string | null) ?? null,
    count: Number(row.n ?? 0),
  }))
}
