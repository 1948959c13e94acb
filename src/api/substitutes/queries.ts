import type { Locale } from '~/lib/locale'
import { PRODUCT_TYPE } from '~/lib/product-type'
import { cardColumns, type Sql } from '../catalog/queries'
import type { WineTraits } from './rank'

const TRAITS = 'p.id, p.tipo, p.variety_slug, p.region_slug, p.region, p.country, p.price, p.body, p.sweetness'

export function wineBySlugStatement(slug: string): Sql {
  return {
    sql: `SELECT ${TRAITS}, p.stock FROM products p WHERE p.slug = ? AND p.product_type = ?`,
    params: [slug, PRODUCT_TYPE.wine],
  }
}

/**
 * In-stock wines of the same type within the price band that share a grape, a region or a country: the
 * products_type_tipo_idx index (product_type, tipo, price) bounds the scan to the band.
 */
export function candidatesStatement(original: WineTraits, band: { min: number; max: number }): Sql {
  return {
    sql: `SELECT ${TRAITS} FROM products p
      WHERE p.product_type = ? AND p.tipo = ? AND p.price BETWEEN ? AND ? AND p.id != ? AND p.stock > 0
        AND (p.variety_slug = ? OR p.region_slug = ? OR p.country = ?)
      LIMIT 300`,
    params: [
      PRODUCT_TYPE.wine,
      original.tipo,
      band.min,
      band.max,
      original.id,
      original.variety_slug,
      original.region_slug,
      original.country,
    ],
  }
}

export function cardsStatement(ids: number[], locale: Locale): Sql {
  const cols = cardColumns(locale)
  return {
    sql: `SELECT ${cols.sql} FROM products p
      LEFT JOIN product_translations t ON t.product_id = p.id AND t.locale = ?
      WHERE p.id IN (${ids.map(() => '?').join(', ')})`,
    params: [...cols.params, locale, ...ids],
  }
}
