import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../db/client'
import { pages } from '../db/schema'
import type { Locale } from '~/lib/locale'

/** The page in the wanted locale, falling back to es (docs/product.md, Numbers and limits: fallback language es). One query. */
export async function findPageContent(db: Db, slug: string, locale: Locale): Promise<unknown | undefined> {
  const rows = await db
    .select({ locale: pages.locale, content: pages.content })
    .from(pages)
    .where(and(eq(pages.slug, slug), inArray(pages.locale, locale === 'es' ? ['es'] : [locale, 'es'])))
  const row = rows.find((r) => r.locale === locale) ?? rows.find((r) => r.locale === 'es')
  return row?.content
}
