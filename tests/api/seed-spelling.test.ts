import { beforeAll, describe, expect, it } from 'vitest'
import { pendingSets } from '../../seed/index.ts'
import { spellingFixSeed } from '../../seed/catalogue/spelling.ts'
import { boxPricesSeed } from '../../seed/catalogue/box-prices.ts'
import { createTestApi, type TestApi } from './harness'

// A local database seeded before a spelling fix keeps its catalogue (seed sets load once): the fix set brings the
// correction to it on the next start, and the search index and the product page follow.

let t: TestApi
beforeAll(async () => {
  t = await createTestApi()
})

describe('spelling fixes reach a database seeded before them', () => {
  it('a database that loaded the catalogue but not the fix gets the fix on its next start', () => {
    const names = pendingSets(['content', 'catalogue', 'sommelier', 'blog', 'events', 'orders', 'staff']).map(
      (s) => s.name,
    )
    expect(names).toContain(spellingFixSeed.name)
  })

  it('"Porto Tawny 10 Anos" becomes "Años" in the name, the card, the texts and the product page', async () => {
    // The database as an earlier release seeded it.
    await t.db.batch([
      t.db.prepare(
        "UPDATE products SET name = replace(name, '10 Años', '10 Anos'), name_card = replace(name_card, '10 Años', '10 Anos') WHERE name LIKE '%Tawny 10 Años%'",
      ),
      t.db.prepare(
        "UPDATE product_translations SET description = replace(description, '10 Años', '10 Anos') WHERE description LIKE '%Tawny 10 Años%'",
      ),
    ])
    const before = await t.db.prepare("SELECT count(*) AS n FROM products WHERE name LIKE '%Tawny 10 Anos%'").first()
    expect(before!.n).toBe(2)

    await t.db.batch(spellingFixSeed.statements({}).map((sql) => t.db.prepare(sql)))

    const rows = await t.db
      .prepare("SELECT slug, name, name_card FROM products WHERE name LIKE '%Tawny 10%' ORDER BY slug")
      .all<{ slug: string; name: string; name_card: string }>()
    expect(rows.results).toHaveLength(2)
    for (const row of rows.results) {
      expect(row.name).toMatch(/Porto Tawny 10 Años$/)
      expect(row.name_card).toBe('Porto Tawny 10 Años')
    }
    const texts = await t.db
      .prepare("SELECT count(*) AS n FROM product_translations WHERE description LIKE '%10 Anos%'")
      .first()
    expect(texts!.n).toBe(0)

    const page = (await (await t.call(`/api/wines/${rows.results[0]!.slug}`)).json()) as { data: { name: string } }
    expect(page.data.name).toMatch(/10 Años$/)
  })
})

describe('gift box prices reach a database seeded before them', () => {
  it('every theme’s 6-item box holds the 3-item one’s products and costs more', async () => {
    // As an earlier release seeded it: a larger box cheaper than the smaller one.
    await t.db
      .prepare("UPDATE products SET price = 9990 WHERE product_type = 'App\\Models\\Box' AND sku LIKE '%-6'")
      .run()
    await t.db.batch(boxPricesSeed.statements({}).map((sql) => t.db.prepare(sql)))
    const rows = await t.db
      .prepare(
        `SELECT b.name_card AS theme, b.units_per_box AS size, b.price,
                (SELECT group_concat(product_id) FROM box_items WHERE box_id = b.id) AS items
         FROM products b WHERE b.product_type = 'App\\Models\\Box' ORDER BY theme, size`,
      )
      .all<{ theme: string; size: number; price: number; items: string }>()
    const themes = new Map<string, (typeof rows.results)[number][]>()
    for (const row of rows.results) themes.set(row.theme, [...(themes.get(row.theme) ?? []), row])
    expect(themes.size).toBeGreaterThan(10)
    for (const [, [small, large]] of themes) {
      expect(large!.price).toBeGreaterThan(small!.price)
      const inLarge = new Set(large!.items.split(','))
      expect(small!.items.split(',').every((id) => inLarge.has(id))).toBe(true)
    }
  })
})
