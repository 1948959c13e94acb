import { ESTILO_RANGES, ESTILOS, type FoodQuery, type GuideQuery, type GuideStep } from '~/contract/sommelier'
import type { Locale } from '~/lib/locale'
import { PRODUCT_TYPE } from '~/lib/product-type'
import { cardColumns, type Sql } from '../catalog/queries'
import { discountNowSql, priceNowSql } from '../catalog/price-now'

// D1 access of the sommelier (docs/product.md, The API /sommelier/*). Wines: every statement starts from product_type = Wine and
// in-stock (products_sommelier_idx / products_type_tipo_idx, migration 0011); dishes: dishes_* indexes.
// tests/api/sommelier.test.ts runs EXPLAIN QUERY PLAN on these statements.

/**
 * In-stock wines under the guided answers, optionally without one of them (its facet counts its own options).
 * Wines always have their own sku (no formats), so products.stock is their stock.
 */
export function guideWhere(query: GuideQuery, omit?: GuideStep, tipos?: readonly string[]): Sql {
  const parts = ['p.product_type = ?', 'p.stock > 0']
  const params: unknown[] = [PRODUCT_TYPE.wine]
  if (query.tipo && omit !== 'tipo') {
    parts.push('p.tipo = ?')
    params.push(query.tipo)
  }
  if (tipos && tipos.length) {
    parts.push(`p.tipo IN (${tipos.map(() => '?').join(', ')})`)
    params.push(...tipos)
  }
  if (query.estilo && omit !== 'estilo') {
    const range = ESTILO_RANGES[query.estilo]
    parts.push(`p.${range.column} BETWEEN ? AND ?`)
    params.push(range.min, range.max)
  }
  if (query.variedad && omit !== 'variedad') {
    parts.push('p.variety_slug = ?')
    params.push(query.variedad)
  }
  if (query.aroma && omit !== 'aroma') {
    parts.push('p.aromatic_family = ?')
    params.push(query.aroma)
  }
  return { sql: parts.join(' AND '), params }
}

export function countStatement(query: GuideQuery): Sql {
  const where = guideWhere(query)
  return { sql: `SELECT count(*) AS total FROM products p WHERE ${where.sql}`, params: where.params }
}

const FACET_COLUMN = { tipo: 'p.tipo', variedad: 'p.variety_slug', aroma: 'p.aromatic_family' } as const

/** Options of one step with in-stock counts under the other answers. estilo: one row with a count per bucket. */
export function facetStatement(query: GuideQuery, key: GuideStep): Sql {
  const where = guideWhere(query, key)
  if (key === 'estilo') {
    const sums = ESTILOS.map((e) => {
      const r = ESTILO_RANGES[e]
      return `coalesce(sum(p.${r.column} BETWEEN ${r.min} AND ${r.max}), 0) AS "${e}"`
    })
    return { sql: `SELECT ${sums.join(', ')} FROM products p WHERE ${where.sql}`, params: where.params }
  }
  const column = FACET_COLUMN[key]
  const label = key === 'variedad' ? 'max(p.variety)' : 'NULL'
  return {
    sql: `SELECT ${column} AS value, ${label} AS label, count(*) AS n FROM products p
      WHERE ${where.sql} AND ${column} IS NOT NULL GROUP BY ${column} ORDER BY n DESC, value ASC LIMIT 100`,
    params: where.params,
  }
}

/** The light columns the ranking needs, for every in-stock wine under the answers (and the dish's tipos). */
export function candidatesStatement(query: GuideQuery, tipos?: readonly string[]): Sql {
  const where = guideWhere(query, undefined, tipos)
  return {
    sql: `SELECT p.id, p.tipo, p.body, p.sweetness, p.variety_slug, p.aromatic_family, ${priceNowSql()} AS price,
        ${discountNowSql()} AS discount_percent
      FROM products p WHERE ${where.sql}`,
    params: where.params,
  }
}

/** Cards (catalogue card columns plus the taste traits) of the given wines, in any order. */
export function cardsStatement(ids: number[], locale: Locale): Sql {
  const cols = cardColumns(locale)
  return {
    sql: `SELECT ${cols.sql}, p.body, p.sweetness, p.aromatic_family FROM products p
      LEFT JOIN product_translations t ON t.product_id = p.id AND t.locale = ?
      WHERE p.id IN (${ids.map(() => '?').join(', ') || 'NULL'})`,
    params: [...cols.params, locale, ...ids],
  }
}

// ---- dishes -----------------------------------------------------------------------------------

const DISH_COLUMNS = `d.slug, d.name_es, d.name_en, d.course, d.continent, d.country, d.icon, d.wine_tipos, d.body_min,
  d.body_max, d.sweetness_min, d.sweetness_max, d.varieties, d.aromas, d.reason_es, d.reason_en`

function dishWhere(query: Pick<FoodQuery, 'country' | 'continent'>): Sql {
  const parts: string[] = []
  const params: unknown[] = []
  if (query.country) {
    parts.push('d.country = ?')
    params.push(query.country)
  }
  if (query.continent) {
    parts.push('d.continent = ?')
    params.push(query.continent)
  }
  return { sql: parts.length ? parts.join(' AND ') : '1', params }
}

export function foodStatement(query: FoodQuery): Sql {
  const where = dishWhere(query)
  return {
    sql: `SELECT ${DISH_COLUMNS} FROM dishes d WHERE ${where.sql} ORDER BY d.sort_order, d.id LIMIT ? OFFSET ?`,
    params: [...where.params, query.limit, (query.page - 1) * query.limit],
  }
}

export function foodCountStatement(query: FoodQuery): Sql {
  const where = dishWhere(query)
  return { sql: `SELECT count(*) AS total FROM dishes d WHERE ${where.sql}`, params: where.params }
}

export function dishStatement(slug: string): Sql {
  return { sql: `SELECT ${DISH_COLUMNS} FROM dishes d WHERE d.slug = ?`, params: [slug] }
}

export function continentsStatement(): Sql {
  return {
    sql: 'SELECT d.continent AS value, count(*) AS n FROM dishes d GROUP BY d.continent ORDER BY n DESC, value',
    params: [],
  }
}

export function countriesStatement(continent: FoodQuery['continent']): Sql {
  const where = dishWhere({ continent })
  return {
    sql: `SELECT d.country AS value, count(*) AS n FROM dishes d WHERE ${where.sql} GROUP BY d.country ORDER BY n DESC, value`,
    params: where.params,
  }
}

export interface DishVocabularyRow {
  slug: string
  name_es: string
  name_en: string
  wine_tipos: string
  varieties: string
}

/** Every dish with the wine kinds and grapes it pairs with: the search reads dish words through them. */
export function dishVocabularyStatement(): Sql {
  return { sql: 'SELECT slug, name_es, name_en, wine_tipos, varieties FROM dishes ORDER BY sort_order, id', params: [] }
}
