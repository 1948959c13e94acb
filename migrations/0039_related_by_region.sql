-- A product page's related products are found first among the products that share its grape, its region or its
-- brand (src/api/catalog/queries.ts relatedStatement): each of the three is an index seek. Grape and brand had
-- theirs (product type first); the region's index began with the country, so it could not be sought alone.
CREATE INDEX products_type_region_idx ON products(product_type, region_slug);
