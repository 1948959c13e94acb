-- A sale price counts only inside its window (src/api/catalog/price-now.ts), so every list, count and price range
-- reads the sale columns too: they join the covering list index, which stays the only thing those statements read.
-- The offers list now takes standing offers and sales alike (candidates from products_offers_idx and
-- products_sale_idx), which a partial index on reference_price > price cannot cover: it goes.
DROP INDEX IF EXISTS products_offers_list_idx;
DROP INDEX IF EXISTS products_list_idx;
CREATE INDEX products_list_idx ON products(product_type, active, tipo, country, region_slug, variety_slug, brand_slug,
  cheese_type, price, reference_price, year, sku, stock, created_at, name, region, variety, brand, sale_price,
  sale_starts_at, sale_ends_at);
