-- The catalogue stamp also covers what only a product page shows, so an isolate can keep a product page's
-- description, attributes, editorial categories, box contents and photos while the stamp stays, and read only the
-- cards (price, stock, formats) live (docs/decisions/023-catalogue-speed.md, "product pages"). Stock still stays out
-- for the reason given in 0021: the purchase's guarded UPDATE reads meta.changes.

CREATE TRIGGER products_detail_catalog_version_au AFTER UPDATE OF denomination, strains, vineyard, volume_ml, alcohol, body, acidity, sweetness, freshness, guarda_years, aromatic_family, scores, sale_unit, units_per_box, milk, weight_grams ON products BEGIN
  UPDATE catalog_version SET stamp = lower(hex(randomblob(8))) WHERE id = 1;
END;

CREATE TRIGGER categories_catalog_version_ai AFTER INSERT ON categories BEGIN
  UPDATE catalog_version SET stamp = lower(hex(randomblob(8))) WHERE id = 1;
END;
CREATE TRIGGER categories_catalog_version_au AFTER UPDATE ON categories BEGIN
  UPDATE catalog_version SET stamp = lower(hex(randomblob(8))) WHERE id = 1;
END;
CREATE TRIGGER categories_catalog_version_ad AFTER DELETE ON categories BEGIN
  UPDATE catalog_version SET stamp = lower(hex(randomblob(8))) WHERE id = 1;
END;

CREATE TRIGGER box_items_catalog_version_ai AFTER INSERT ON box_items BEGIN
  UPDATE catalog_version SET stamp = lower(hex(randomblob(8))) WHERE id = 1;
END;
CREATE TRIGGER box_items_catalog_version_au AFTER UPDATE ON box_items BEGIN
  UPDATE catalog_version SET stamp = lower(hex(randomblob(8))) WHERE id = 1;
END;
CREATE TRIGGER box_items_catalog_version_ad AFTER DELETE ON box_items BEGIN
  UPDATE catalog_version SET stamp = lower(hex(randomblob(8))) WHERE id = 1;
END;

-- Only a product's photos: events and articles have their own caches.
CREATE TRIGGER photos_catalog_version_ai AFTER INSERT ON photos WHEN NEW.entity_type = 'product' BEGIN
  UPDATE catalog_version SET stamp = lower(hex(randomblob(8))) WHERE id = 1;
END;
CREATE TRIGGER photos_catalog_version_au AFTER UPDATE ON photos WHEN NEW.entity_type = 'product' OR OLD.entity_type = 'product' BEGIN
  UPDATE catalog_version SET stamp = lower(hex(randomblob(8))) WHERE id = 1;
END;
CREATE TRIGGER photos_catalog_version_ad AFTER DELETE ON photos WHEN OLD.entity_type = 'product' BEGIN
  UPDATE catalog_version SET stamp = lower(hex(randomblob(8))) WHERE id = 1;
END;
