import { insertRows, type SqlValue } from '../sql.ts'
import type { SeedOptions, SeedSet } from '../index.ts'
import { buildBoxes } from './boxes.ts'
import { buildGourmet } from './gourmet.ts'
import { COUNTRIES } from './regions.ts'
import { buildSpirits } from './spirits.ts'
import { slugify, type SeedProduct } from './util.ts'
import { buildWines } from './wines.ts'

// docs/product.md, The API GET /product-category/{category}: editorial categories.
export const CATEGORIES: [slug: string, es: string, en: string, descEs: string, descEn: string][] = [
  [
    'vinos-premium',
    'Vinos premium',
    'Premium wines',
    'Grandes vinos para ocasiones especiales.',
    'Great wines for special occasions.',
  ],
  [
    'espumantes-y-champagne',
    'Espumantes y champagne',
    'Sparkling and champagne',
    'Burbujas de Chile y del mundo.',
    'Bubbles from Chile and the world.',
  ],
  [
    'vinos-organicos',
    'Vinos orgánicos',
    'Organic wines',
    'Viñedos trabajados sin químicos de síntesis.',
    'Vineyards farmed without synthetic chemicals.',
  ],
  [
    'para-el-asado',
    'Para el asado',
    'For the barbecue',
    'Tintos con cuerpo para la parrilla.',
    'Full-bodied reds for the grill.',
  ],
  [
    'vinos-de-guarda',
    'Vinos de guarda',
    'Wines to cellar',
    'Vinos que mejoran con los años.',
    'Wines that improve with age.',
  ],
  ['quesos-franceses', 'Quesos franceses', 'French cheeses', 'Quesos AOP de Francia.', 'AOP cheeses from France.'],
  [
    'para-picotear',
    'Para picotear',
    'Sharing boards',
    'Quesos y charcutería para compartir.',
    'Cheese and charcuterie to share.',
  ],
  ['regalos', 'Regalos', 'Gifts', 'Cajas listas para regalar.', 'Boxes ready to give.'],
  [
    'regalos-corporativos',
    'Regalos corporativos',
    'Corporate gifts',
    'Regalos para equipos y clientes.',
    'Gifts for teams and clients.',
  ],
  ['navidad', 'Navidad', 'Christmas', 'Lo que no puede faltar en Navidad.', 'What Christmas needs.'],
]

/** Fixed seed date: the same catalogue, with the same "newest" order, on every machine. */
const SEED_DATE = Date.UTC(2026, 10, 1, 12, 0, 0)

/** The base catalogue: wines, spirits, gourmet and boxes (boxes pick from the others). */
export function buildCatalogue(): SeedProduct[] {
  const wines = buildWines()
  const spirits = buildSpirits(COUNTRIES)
  const gourmet = buildGourmet(COUNTRIES)
  const boxes = buildBoxes([...wines, ...gourmet])
  const all = [...wines, ...spirits, ...gourmet, ...boxes]
  // skus are unique across the catalogue (the cart identifies lines by sku).
  const skus = new Set<string>()
  for (const p of all) {
    if (p.sku === null) continue
    let sku = p.sku
    for (let n = 2; skus.has(sku); n++) sku = `${p.sku}-${n}`
    p.sku = sku
    skus.add(sku)
  }
  return all
}

interface Rows {
  products: Record<string, SqlValue>[]
  formats: Record<string, SqlValue>[]
  translations: Record<string, SqlValue>[]
  boxItems: Record<string, SqlValue>[]
  productCategories: Record<string, SqlValue>[]
}

/** Rows for every table; `multiply` repeats the catalogue with suffixed slugs and skus (bench seed). */
export function catalogueRows(options: SeedOptions = {}): Rows {
  const base = buildCatalogue()
  const copies = Math.max(1, Math.floor(options.multiply ?? 1))
  const rows: Rows = { products: [], formats: [], translations: [], boxItems: [], productCategories: [] }
  let id = 0
  for (let copy = 1; copy <= copies; copy++) {
    const suffix = copy === 1 ? '' : `-${copy}`
    const idBySlug = new Map<string, number>()
    const firstId = id + 1
    base.forEach((p, i) => idBySlug.set(p.slug, firstId + i))
    for (const p of base) {
      id += 1
      const slug = p.slug + suffix
      const created = new Date(SEED_DATE - (p.age_days + copy) * 86_400_000 - id * 1000).toISOString()
      rows.products.push({
        id,
        product_type: p.product_type,
        sku: p.sku === null ? null : p.sku + (copy === 1 ? '' : `-X${copy}`),
        slug,
        name: p.name,
        name_card: p.name_card,
        brand: p.brand,
        brand_slug: p.brand ? slugify(p.brand) : null,
        year: p.year === null ? null : p.year - ((copy - 1) % 4),
        price: p.price,
        reference_price: p.reference_price,
        stock: p.stock,
        label: p.label,
        label_text: p.label_text,
        frontend_image: `/img/p/${slug}.svg`,
        frontend_cover_image: `/img/c/${slug}.svg`,
        tipo: p.tipo,
        country: p.country,
        region: p.region,
        region_slug: p.region ? slugify(p.region) : null,
        denomination: p.denomination,
        variety: p.variety,
        variety_slug: p.variety ? slugify(p.variety) : null,
        strains: p.strains,
        vineyard: p.vineyard,
        volume_ml: p.volume_ml,
        alcohol: p.alcohol,
        body: p.body,
        acidity: p.acidity,
        sweetness: p.sweetness,
        freshness: p.freshness,
        guarda_years: p.guarda_years,
        aromatic_family: p.aromatic_family,
        scores: p.scores,
        sale_unit: p.sale_unit,
        units_per_box: p.units_per_box,
        cheese_type: p.cheese_type,
        milk: p.milk,
        weight_grams: p.weight_grams,
        created_at: created,
      })
      for (const f of p.formats ?? []) {
        rows.formats.push({ ...f, sku: f.sku + (copy === 1 ? '' : `-X${copy}`), product_id: id })
      }
      for (const locale of ['es', 'en'] as const) {
        const t = p[locale]
        rows.translations.push({
          product_id: id,
          locale,
          description: t.description,
          description_card: t.description_card,
          tasting_notes: t.tasting_notes ?? null,
          aromatic_notes: t.aromatic_notes ?? null,
          pairing: t.pairing ?? null,
          sommelier_comment: t.sommelier_comment ?? null,
          label_text: t.label_text ?? null,
        })
      }
      for (const c of p.contents ?? [])
        rows.boxItems.push({ box_id: id, product_id: idBySlug.get(c.slug)!, qty: c.qty })
      for (const category of p.categories ?? [])
        rows.productCategories.push({ category_slug: category, product_id: id })
    }
  }
  return rows
}

export const catalogueSeed: SeedSet = {
  name: 'catalogue',
  statements: (options) => {
    const rows = catalogueRows(options)
    return [
      ...insertRows(
        'categories',
        CATEGORIES.map(([slug, name_es, name_en, description_es, description_en], i) => ({
          slug,
          name_es,
          name_en,
          description_es,
          description_en,
          sort_order: i,
        })),
      ),
      ...insertRows('products', rows.products, 40),
      ...insertRows('product_formats', rows.formats, 100),
      ...insertRows('product_translations', rows.translations, 40),
      ...insertRows('box_items', rows.boxItems, 200),
      ...insertRows('product_categories', rows.productCategories, 300),
    ]
  },
}
