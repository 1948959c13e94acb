-- The back-office's catalogue and content editing (docs/backoffice.md "Catalogue", "Prices and offers", "Content").

-- Two staff editing one product, event, article or page: each save names the version it saw and bumps it; the
-- second gets 409 with what is there now.
ALTER TABLE products ADD COLUMN version INTEGER NOT NULL DEFAULT 0;
ALTER TABLE events ADD COLUMN version INTEGER NOT NULL DEFAULT 0;
ALTER TABLE blog_articles ADD COLUMN version INTEGER NOT NULL DEFAULT 0;
ALTER TABLE pages ADD COLUMN version INTEGER NOT NULL DEFAULT 0;
-- Written by the save that won (a fresh random value): the rest of its batch (texts, categories, formats, audit
-- row) runs only where it is in place, so a save that lost leaves nothing behind.
ALTER TABLE products ADD COLUMN edit_token TEXT;
ALTER TABLE events ADD COLUMN edit_token TEXT;
ALTER TABLE blog_articles ADD COLUMN edit_token TEXT;
ALTER TABLE pages ADD COLUMN edit_token TEXT;

-- A sale price inside a window (UTC instants; the staff type them in Santiago time). The shop's price at any
-- moment is computed when it is read (src/api/catalog/price-now.ts): the sale price while now is in
-- [sale_starts_at, sale_ends_at), else price. Nothing has to run when a window opens or closes.
ALTER TABLE products ADD COLUMN sale_price INTEGER CHECK (sale_price IS NULL OR sale_price >= 0);
ALTER TABLE products ADD COLUMN sale_starts_at TEXT;
ALTER TABLE products ADD COLUMN sale_ends_at TEXT;
CREATE INDEX products_sale_idx ON products(sale_ends_at) WHERE sale_price IS NOT NULL;

-- A product's earlier slugs: its old address answers 301 to the current one. The current slug of a product always
-- wins over another product's old one (a save that takes a slug removes it from here).
CREATE TABLE product_slug_history (
  slug TEXT PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) WITHOUT ROWID;

-- The price a cart line was last shown at: when the shop's price moves, the cart shows the new one with a notice
-- ("El precio de X cambió de $A a $B") and remembers it. NULL: shown at the current price, nothing to say.
ALTER TABLE cart_items ADD COLUMN seen_price INTEGER;

-- sellable_items (0003) is what carts and checkout read: a product sku is sold at its price of the moment.
DROP VIEW sellable_items;
CREATE VIEW sellable_items AS
SELECT p.sku AS sku, p.id AS product_id, 'product' AS source, p.name AS name, p.brand AS brand, p.year AS year,
       NULL AS format_grams,
       CASE WHEN p.sale_price IS NOT NULL AND p.sale_starts_at <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
              AND p.sale_ends_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now') THEN p.sale_price ELSE p.price END AS price,
       CASE WHEN p.sale_price IS NOT NULL AND p.sale_starts_at <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
              AND p.sale_ends_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
            THEN max(p.price, coalesce(p.reference_price, 0)) ELSE p.reference_price END AS reference_price,
       p.stock AS stock, p.frontend_image AS frontend_image, p.slug AS slug, p.product_type AS product_type,
       0 AS is_unit_sales
FROM products p
WHERE p.sku IS NOT NULL
UNION ALL
SELECT f.sku, f.product_id, 'format', p.name, p.brand, p.year, f.grams, f.price, f.reference_price, f.stock,
       p.frontend_image, p.slug, p.product_type, f.is_unit_sales
FROM product_formats f
JOIN products p ON p.id = f.product_id;

-- A photo's alt text in English (alt is the Spanish one); empty: the Spanish text is used.
ALTER TABLE photos ADD COLUMN alt_en TEXT NOT NULL DEFAULT '';
