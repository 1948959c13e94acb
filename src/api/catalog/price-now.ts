// A product's price at the moment of the read (docs/backoffice.md "Prices and offers"): the sale price while the
// current time is inside its window, else the price. Computed in SQL on every read from the API's clock (the instant
// is a parameter, `NOW`, bound when the statement is), so an offer opens and closes on time without anything to run
// or invalidate. The reference price (struck through) is the regular price while a sale is on. Carts and checkout read
// `sellableItemsSql`, the same rule over products and gourmet formats.
import { NOW } from '../clock'

/** True (1) while the product aliased `p` is inside its sale window (`now`: an SQL instant, the API's clock by default). */
export const onSaleSql = (p = 'p', now = NOW) =>
  `(${p}.sale_price IS NOT NULL AND ${p}.sale_starts_at <= ${now} AND ${p}.sale_ends_at > ${now})`

/** The price a shopper pays now. */
export const priceNowSql = (p = 'p', now = NOW) =>
  `(CASE WHEN ${onSaleSql(p, now)} THEN ${p}.sale_price ELSE ${p}.price END)`

/** The price shown struck through now (null: none). */
export const referenceNowSql = (p = 'p', now = NOW) =>
  `(CASE WHEN ${onSaleSql(p, now)} THEN max(${p}.price, coalesce(${p}.reference_price, 0)) ELSE ${p}.reference_price END)`

/** The discount in whole percent, rounded as the products.discount_percent column rounds it. */
export const discountNowSql = (p = 'p', now = NOW) =>
  `(CASE WHEN ${onSaleSql(p, now)} THEN
      (CASE WHEN max(${p}.price, coalesce(${p}.reference_price, 0)) > ${p}.sale_price
        THEN ((max(${p}.price, coalesce(${p}.reference_price, 0)) - ${p}.sale_price) * 100
              + max(${p}.price, coalesce(${p}.reference_price, 0)) / 2) / max(${p}.price, coalesce(${p}.reference_price, 0))
        ELSE 0 END)
    ELSE ${p}.discount_percent END)`

/**
 * Everything a cart can hold, one row per sku, at its price of the moment: a product with its own sku, and each
 * format of a gourmet product. A sub-select for `FROM`; the sellable_items view (migration 0045) has the same rows
 * without the prices, since a view cannot take the API's clock.
 */
export const sellableItemsSql = (now = NOW) => `(
  SELECT p.sku AS sku, p.id AS product_id, 'product' AS source, p.name AS name, p.brand AS brand, p.year AS year,
         NULL AS format_grams, ${priceNowSql('p', now)} AS price, ${referenceNowSql('p', now)} AS reference_price,
         p.stock AS stock, p.frontend_image AS frontend_image, p.slug AS slug, p.product_type AS product_type,
         0 AS is_unit_sales
  FROM products p
  WHERE p.sku IS NOT NULL
  UNION ALL
  SELECT f.sku, f.product_id, 'format', p.name, p.brand, p.year, f.grams, f.price, f.reference_price, f.stock,
         p.frontend_image, p.slug, p.product_type, f.is_unit_sales
  FROM product_formats f
  JOIN products p ON p.id = f.product_id
)`
