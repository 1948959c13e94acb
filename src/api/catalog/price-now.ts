// A product's price at the moment of the read (docs/backoffice.md "Prices and offers"): the sale price while the
// current time is inside its window, else the price. Computed in SQL from the database's clock on every read, so an
// offer opens and closes on time without anything to run or invalidate. The reference price (struck through) is the
// regular price while a sale is on. The sellable_items view (migrations/0034) says the same for carts and checkout.

const NOW = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`

/** True (1) while the product aliased `p` is inside its sale window (`now`: an SQL expression, the clock by default). */
export const onSaleSql = (p = 'p', now = NOW) =>
  `(${p}.sale_price IS NOT NULL AND ${p}.sale_starts_at <= ${now} AND ${p}.sale_ends_at > ${now})`

/** The price a shopper pays now. */
export const priceNowSql = (p = 'p') => `(CASE WHEN ${onSaleSql(p)} THEN ${p}.sale_price ELSE ${p}.price END)`

/** The price shown struck through now (null: none). */
export const referenceNowSql = (p = 'p') =>
  `(CASE WHEN ${onSaleSql(p)} THEN max(${p}.price, coalesce(${p}.reference_price, 0)) ELSE ${p}.reference_price END)`

/** The discount in whole percent, rounded as the products.discount_percent column rounds it. */
export const discountNowSql = (p = 'p') =>
  `(CASE WHEN ${onSaleSql(p)} THEN
      (CASE WHEN max(${p}.price, coalesce(${p}.reference_price, 0)) > ${p}.sale_price
        THEN ((max(${p}.price, coalesce(${p}.reference_price, 0)) - ${p}.sale_price) * 100
              + max(${p}.price, coalesce(${p}.reference_price, 0)) / 2) / max(${p}.price, coalesce(${p}.reference_price, 0))
        ELSE 0 END)
    ELSE ${p}.discount_percent END)`
