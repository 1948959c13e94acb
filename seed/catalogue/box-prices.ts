import { sqlValue } from '../sql.ts'
import type { SeedSet } from '../index.ts'
import { buildCatalogue } from './index.ts'

/**
 * The first catalogue picked each theme's 6-item gift box apart from its 3-item one and priced them on their own, so
 * some larger boxes cost less than the smaller ones. The catalogue set is loaded once per database (seed_runs): this
 * set, loaded once on the next start, gives a database seeded before the boxes the catalogue builds now (the larger
 * box holds the smaller one's products and costs more): their contents, names, prices, offers and descriptions. On
 * a new database it writes what is already there.
 */
function boxStatements(): string[] {
  const boxes = buildCatalogue().filter((p) => p.product_type === 'App\\Models\\Box' && p.sku)
  return boxes.flatMap((box) => {
    const sku = sqlValue(box.sku)
    const id = `(SELECT id FROM products WHERE sku = ${sku})`
    const texts = (locale: 'es' | 'en') =>
      `UPDATE product_translations SET description = ${sqlValue(box[locale].description)}, description_card = ${sqlValue(box[locale].description_card)}, label_text = ${sqlValue(box[locale].label_text ?? null)} WHERE product_id = ${id} AND locale = '${locale}';`
    return [
      `UPDATE products SET name = ${sqlValue(box.name)}, price = ${box.price}, reference_price = ${sqlValue(box.reference_price)}, label = ${box.label}, label_text = ${sqlValue(box.label_text)}, units_per_box = ${sqlValue(box.units_per_box)} WHERE sku = ${sku};`,
      texts('es'),
      texts('en'),
      `DELETE FROM box_items WHERE box_id = ${id};`,
      ...(box.contents ?? []).map(
        (c) =>
          `INSERT INTO box_items (box_id, product_id, qty) SELECT b.id, p.id, ${c.qty} FROM products b, products p WHERE b.sku = ${sku} AND p.slug = ${sqlValue(c.slug)};`,
      ),
    ]
  })
}

export const boxPricesSeed: SeedSet = {
  name: 'catalogue-box-prices-2026-11',
  statements: () => boxStatements(),
}
