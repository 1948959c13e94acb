-- sellable_items (0034) read SQLite's clock to choose a sale price. The API keeps one clock and binds it into the
-- statements, so the prices of the moment come from its sub-select (src/api/catalog/price-now.ts,
-- sellableItemsSql); the view keeps the rows without prices, for the readers of stock and skus.
DROP VIEW sellable_items;
CREATE VIEW sellable_items AS
SELECT p.sku AS sku, p.id AS product_id, 'product' AS source, p.name AS name, p.brand AS brand, p.year AS year,
       NULL AS format_grams, p.stock AS stock, p.frontend_image AS frontend_image, p.slug AS slug,
       p.product_type AS product_type, 0 AS is_unit_sales
FROM products p
WHERE p.sku IS NOT NULL
UNION ALL
SELECT f.sku, f.product_id, 'format', p.name, p.brand, p.year, f.grams, f.stock, p.frontend_image, p.slug,
       p.product_type, f.is_unit_sales
FROM product_formats f
JOIN products p ON p.id = f.product_id;
