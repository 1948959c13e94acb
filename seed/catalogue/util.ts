// Small deterministic helpers for the catalogue seed (same data on every machine and every run).

/** mulberry32: a tiny seeded PRNG. */
export function rng(seed: number) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    chance: (p: number) => next() < p,
  }
}

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** Chilean shelf prices end in 990. */
export function shelfPrice(value: number): number {
  return Math.max(1990, Math.round(value / 1000) * 1000 - 10)
}

export type ProductType =
  'App\\Models\\Wine' | 'App\\Models\\Box' | 'App\\Models\\GourmetProduct' | 'App\\Models\\Alcohol'

export interface Translation {
  description: string
  description_card: string
  tasting_notes?: string | null
  aromatic_notes?: string | null
  pairing?: string | null
  sommelier_comment?: string | null
  label_text?: string | null
}

export interface SeedFormat {
  sku: string
  grams: number | null
  price: number
  reference_price: number | null
  stock: number
  is_unit_sales: number
  label: number
  label_text: string | null
  label_text_en: string | null
  sort_order: number
}

/** One product as the seed builds it, before ids and SQL. */
export interface SeedProduct {
  product_type: ProductType
  sku: string | null
  slug: string
  name: string
  name_card: string | null
  brand: string | null
  year: number | null
  price: number
  reference_price: number | null
  stock: number
  label: number
  label_text: string | null
  tipo: string
  country: string | null
  region: string | null
  denomination: string | null
  variety: string | null
  strains: { name: string; percent: number }[] | null
  vineyard: string | null
  volume_ml: number | null
  alcohol: number | null
  body: number | null
  acidity: number | null
  sweetness: number | null
  freshness: number | null
  guarda_years: number | null
  aromatic_family: string | null
  scores: { source: string; score: number }[] | null
  sale_unit: 'unit' | 'box'
  units_per_box: number | null
  cheese_type: string | null
  milk: string | null
  weight_grams: number | null
  es: Translation
  en: Translation
  formats?: SeedFormat[]
  categories?: string[]
  /** Box contents by slug (resolved to ids when rows are written). */
  contents?: { slug: string; qty: number }[]
  /** Days before the seed date the product was added (newest sort). */
  age_days: number
}

/** Offer and label decisions shared by every product family. */
export function offerAndLabel(r: ReturnType<typeof rng>, price: number, opts: { offerRate?: number } = {}) {
  const onOffer = r.chance(opts.offerRate ?? 0.16)
  let reference_price: number | null = null
  let finalPrice = price
  if (onOffer) {
    const pct = r.pick([10, 15, 20, 25, 30])
    reference_price = price
    finalPrice = shelfPrice(price * (1 - pct / 100))
  }
  return { price: finalPrice, reference_price, onOffer }
}
