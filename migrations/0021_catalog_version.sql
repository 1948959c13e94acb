-- The catalogue's version stamp (docs/decisions/023-catalogue-speed.md). Each isolate keeps the catalogue's
-- filterable attributes in memory and reads this one row with every list request: a different stamp means the copy
-- is stale. Every write that can change what a list filters, sorts or counts on, or what a search suggestion shows,
-- bumps it here, in the database, so no code path (a staff change, a seed, a hand-run UPDATE) can forget to. The
-- stamp is random, not a counter: two copies of one database (tests, branches) that took different writes never
-- share a stamp.
--
-- Stock is left out on purpose: D1's meta.changes counts the rows a trigger writes, and the purchase and the staff
-- stock adjustment read meta.changes to know their conditional UPDATE landed. Whether a product is in stock is read
-- live instead (soldOutStatement in src/api/catalog/queries.ts, on the partial index below). For the same reason
-- the events trigger leaves seats_taken out (a reservation's guarded UPDATE).
CREATE TABLE catalog_version (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  stamp TEXT NOT NULL
);
INSERT INTO catalog_version (id, stamp) VALUES (1, lower(hex(randomblob(8))));

-- Products with their own sku and none left: the few rows a list's "available" filter leaves out.
CREATE INDEX products_sold_out_idx ON products(id) WHERE stock = 0 AND sku IS NOT NULL;

CREATE TRIGGER products_catalog_version_ai AFTER INSERT ON products BEGIN
  UPDATE catalog_version SET stamp = lower(hex(randomblob(8))) WHERE id = 1;
END;
CREATE TRIGGER products_catalog_version_au AFTER UPDATE OF product_type, sku, slug, name, name_card, brand, brand_slug, year, price, reference_price, label, label_text, frontend_image, frontend_cover_image, tipo, country, region, region_slug, variety, variety_slug, cheese_type, active, created_at ON products BEGIN
  UPDATE catalog_version SET stamp = lower(hex(randomblob(8))) WHERE id = 1;
END;
CREATE TRIGGER products_catalog_version_ad AFTER DELETE ON products BEGIN
  UPDATE catalog_version SET stamp = lower(hex(randomblob(8))) WHERE id = 1;
END;

CREATE TRIGGER product_categories_catalog_version_ai AFTER INSERT ON product_categories BEGIN
  UPDATE catalog_version SET stamp = lower(hex(randomblob(8))) WHERE id = 1;
END;
CREATE TRIGGER product_categories_catalog_version_au AFTER UPDATE ON product_categories BEGIN
  UPDATE catalog_version SET stamp = lower(hex(randomblob(8))) WHERE id = 1;
END;
CREATE TRIGGER product_categories_catalog_version_ad AFTER DELETE ON product_categories BEGIN
  UPDATE catalog_version SET stamp = lower(hex(randomblob(8))) WHERE id = 1;
END;

-- Search suggestions are remembered per stamp too: their texts, blog articles and events are part of it.
CREATE TRIGGER product_translations_catalog_version_ai AFTER INSERT ON product_translations BEGIN
  UPDATE catalog_version SET stamp = lower(hex(randomblob(8))) WHERE id = 1;
END;
CREATE TRIGGER product_translations_catalog_version_au AFTER UPDATE ON product_translations BEGIN
  UPDATE catalog_version SET stamp = lower(hex(randomblob(8))) WHERE id = 1;
END;
CREATE TRIGGER product_translations_catalog_version_ad AFTER DELETE ON product_translations BEGIN
  UPDATE catalog_version SET stamp = lower(hex(randomblob(8))) WHERE id = 1;
END;
CREATE TRIGGER blog_articles_catalog_version_ai AFTER INSERT ON blog_articles BEGIN
  UPDATE catalog_version SET stamp = lower(hex(randomblob(8))) WHERE id = 1;
END;
CREATE TRIGGER blog_articles_catalog_version_au AFTER UPDATE ON blog_articles BEGIN
  UPDATE catalog_version SET stamp = lower(hex(randomblob(8))) WHERE id = 1;
END;
CREATE TRIGGER blog_articles_catalog_version_ad AFTER DELETE ON blog_articles BEGIN
  UPDATE catalog_version SET stamp = lower(hex(randomblob(8))) WHERE id = 1;
END;
CREATE TRIGGER blog_translations_catalog_version_ai AFTER INSERT ON blog_translations BEGIN
  UPDATE catalog_version SET stamp = lower(hex(randomblob(8))) WHERE id = 1;
END;
CREATE TRIGGER blog_translations_catalog_version_au AFTER UPDATE ON blog_translations BEGIN
  UPDATE catalog_version SET stamp = lower(hex(randomblob(8))) WHERE id = 1;
END;
CREATE TRIGGER blog_translations_catalog_version_ad AFTER DELETE ON blog_translations BEGIN
  UPDATE catalog_version SET stamp = lower(hex(randomblob(8))) WHERE id = 1;
END;
CREATE TRIGGER event_translations_catalog_version_ai AFTER INSERT ON event_translations BEGIN
  UPDATE catalog_version SET stamp = lower(hex(randomblob(8))) WHERE id = 1;
END;
CREATE TRIGGER event_translations_catalog_version_au AFTER UPDATE ON event_translations BEGIN
  UPDATE catalog_version SET stamp = lower(hex(randomblob(8))) WHERE id = 1;
END;
CREATE TRIGGER event_translations_catalog_version_ad AFTER DELETE ON event_translations BEGIN
  UPDATE catalog_version SET stamp = lower(hex(randomblob(8))) WHERE id = 1;
END;
CREATE TRIGGER events_catalog_version_ai AFTER INSERT ON events BEGIN
  UPDATE catalog_version SET stamp = lower(hex(randomblob(8))) WHERE id = 1;
END;
CREATE TRIGGER events_catalog_version_au AFTER UPDATE OF slug, category, status, starts_at, ends_at, venue, price, reference_price, capacity, frontend_image, frontend_cover_image, created_at ON events BEGIN
  UPDATE catalog_version SET stamp = lower(hex(randomblob(8))) WHERE id = 1;
END;
CREATE TRIGGER events_catalog_version_ad AFTER DELETE ON events BEGIN
  UPDATE catalog_version SET stamp = lower(hex(randomblob(8))) WHERE id = 1;
END;
