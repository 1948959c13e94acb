-- One catalogue engine: lists, facets and product pages are read from these tables with every request (SQL in
-- src/api/catalog/queries.ts), so the version stamp an in-memory copy of the catalogue was checked against, its
-- triggers and the sold-out index its live reads used are gone (docs/decisions/026-one-catalogue-engine.md).
DROP TRIGGER IF EXISTS products_catalog_version_ai;
DROP TRIGGER IF EXISTS products_catalog_version_au;
DROP TRIGGER IF EXISTS products_catalog_version_ad;
DROP TRIGGER IF EXISTS product_categories_catalog_version_ai;
DROP TRIGGER IF EXISTS product_categories_catalog_version_au;
DROP TRIGGER IF EXISTS product_categories_catalog_version_ad;
DROP TRIGGER IF EXISTS product_translations_catalog_version_ai;
DROP TRIGGER IF EXISTS product_translations_catalog_version_au;
DROP TRIGGER IF EXISTS product_translations_catalog_version_ad;
DROP TRIGGER IF EXISTS blog_articles_catalog_version_ai;
DROP TRIGGER IF EXISTS blog_articles_catalog_version_au;
DROP TRIGGER IF EXISTS blog_articles_catalog_version_ad;
DROP TRIGGER IF EXISTS blog_translations_catalog_version_ai;
DROP TRIGGER IF EXISTS blog_translations_catalog_version_au;
DROP TRIGGER IF EXISTS blog_translations_catalog_version_ad;
DROP TRIGGER IF EXISTS event_translations_catalog_version_ai;
DROP TRIGGER IF EXISTS event_translations_catalog_version_au;
DROP TRIGGER IF EXISTS event_translations_catalog_version_ad;
DROP TRIGGER IF EXISTS events_catalog_version_ai;
DROP TRIGGER IF EXISTS events_catalog_version_au;
DROP TRIGGER IF EXISTS events_catalog_version_ad;
DROP TRIGGER IF EXISTS products_detail_catalog_version_au;
DROP TRIGGER IF EXISTS categories_catalog_version_ai;
DROP TRIGGER IF EXISTS categories_catalog_version_au;
DROP TRIGGER IF EXISTS categories_catalog_version_ad;
DROP TRIGGER IF EXISTS box_items_catalog_version_ai;
DROP TRIGGER IF EXISTS box_items_catalog_version_au;
DROP TRIGGER IF EXISTS box_items_catalog_version_ad;
DROP TRIGGER IF EXISTS photos_catalog_version_ai;
DROP TRIGGER IF EXISTS photos_catalog_version_au;
DROP TRIGGER IF EXISTS photos_catalog_version_ad;
DROP TABLE IF EXISTS catalog_version;
DROP INDEX IF EXISTS products_sold_out_idx;

-- Every attribute a family's list filters, sorts and counts on, in one index: lists, counts, facet counts, price
-- ranges and related products read it alone (a covering index), never the wide product rows with their texts and
-- JSON. The statements name it (INDEXED BY), so the planner cannot prefer a narrower index of one column and read
-- each matching row from the table. Stock and sku are in it for the "available" filter.
CREATE INDEX products_list_idx ON products(product_type, active, tipo, country, region_slug, variety_slug, brand_slug,
  cheese_type, price, reference_price, year, sku, stock, created_at, name, region, variety, brand);
-- The same for the offers list (every family, reduced price).
CREATE INDEX products_offers_list_idx ON products(active, product_type, tipo, country, region_slug, variety_slug,
  brand_slug, cheese_type, price, reference_price, year, sku, stock, created_at, name, region, variety, brand)
  WHERE reference_price > price;
