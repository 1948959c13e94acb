import { first } from '../db/sql'
import { productLetter } from '~/lib/product-type'

/**
 * Where a product's old address points now (migrations/0034: a slug the staff changed), or null. The storefront's
 * product pages answer 301 to it, so links shared and search results indexed before the change keep working.
 */
export async function movedProduct(d1: D1Database, oldSlug: string): Promise<{ slug: string; letter: string } | null> {
  const row = await first<{ slug: string; product_type: string }>(
    d1,
    `SELECT p.slug, p.product_type FROM product_slug_history h JOIN products p ON p.id = h.product_id
     WHERE h.slug = ? AND p.active = 1 AND NOT EXISTS (SELECT 1 FROM products x WHERE x.slug = h.slug)`,
    oldSlug,
  )
  return row ? { slug: row.slug, letter: productLetter(row.product_type) } : null
}
