import { all } from '../db/sql'
import type { Locale } from '~/lib/locale'
import { parseJson } from '~/lib/json'

/** The page in the wanted locale, falling back to es (docs/product.md, Numbers and limits: fallback language es). One query. */
export async function findPageContent(d1: D1Database, slug: string, locale: Locale): Promise<unknown | undefined> {
  const rows = await all<{ locale: string; content: string }>(
    d1,
    'SELECT locale, content FROM pages WHERE slug = ?1 AND locale IN (?2, ?3)',
    slug,
    locale,
    'es',
  )
  const row = rows.find((r) => r.locale === locale) ?? rows.find((r) => r.locale === 'es')
  return row === undefined ? undefined : parseJson<unknown>(row.content, undefined)
}
