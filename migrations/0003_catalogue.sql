-- Migration 0003: the catalogue (spec §3 products, gourmet formats, search) — issue 3.
-- Four product types (spec §3): 'App\Models\Wine' | 'App\Models\Box' | 'App\Models\GourmetProduct' | 'App\Models\Alcohol'.
-- Stock lives on products (product sku) and product_formats (format sku) only; the cart takes it with
-- UPDATE ... SET stock = stock - ? WHERE sku = ? AND stock >= ? (docs/architecture.md, "Data").
-- Facet columns hold slugs (filter values in URLs: tipo, pais, variedad, marca, region, tipo_queso);
-- display text sits beside them (brand, variety, region). Translatable text is in product_translations.

CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  product_type TEXT NOT NULL CHECK (product_type IN ('App\Models\Wine', 'App\Models\Box', 'App\Models\GourmetProduct', 'App\Models\Alcohol')),
  -- NULL for gourmet products sold only through formats (their skus are in product_formats).
  sku TEXT UNIQUE,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  name_card TEXT,
  brand TEXT,
  brand_slug TEXT,
  year INTEGER,
  price INTEGER NOT NULL CHECK (price >= 0),
  reference_price INTEGER CHECK (reference_price IS NULL OR reference_price >= 0),
  stock INTEGER NOT NULL DEFAULT 0 CHECK (stock >= 0),
  label INTEGER NOT NULL DEFAULT 0,
  label_text TEXT,
  frontend_image TEXT,
  frontend_cover_image TEXT,
  -- wine: tinto|blanco|rosado|espumante|dulce|naranjo; alcohol: pisco|whisky|gin|ron|vodka|tequila|mezcal|cognac|licor;
  -- gourmet: quesos|charcuteria|aceites|chocolates|conservas|frutos-secos|dulces; box: tintos|blancos|espumantes|mixta|gourmet|premium
  tipo TEXT NOT NULL,
  country TEXT,                 -- slug: chile, francia, argentina, espana, italia, portugal, estados-unidos, ...
  region TEXT,                  -- display: 'Valle del Maipo', 'Burdeos', 'Mendoza'
  region_slug TEXT,
  denomination TEXT,            -- 'D.O. Valle del Maipo', 'AOC Pauillac', 'DOCa Rioja'
  variety TEXT,                 -- main grape (display), e.g. 'Carménère'
  variety_slug TEXT,
  strains TEXT CHECK (strains IS NULL OR json_valid(strains)),   -- [{ "name": "Cabernet Sauvignon", "percent": 85 }]
  vineyard TEXT,
  volume_ml INTEGER,
  alcohol REAL,                 -- % abv
  body INTEGER CHECK (body IS NULL OR body BETWEEN 1 AND 5),
  acidity INTEGER CHECK (acidity IS NULL OR acidity BETWEEN 1 AND 5),
  sweetness INTEGER CHECK (sweetness IS NULL OR sweetness BETWEEN 1 AND 5),
  freshness INTEGER CHECK (freshness IS NULL OR freshness BETWEEN 1 AND 5),
  guarda_years INTEGER,         -- cellaring potential
  aromatic_family TEXT,         -- slug: frutal, floral, especiado, herbaceo, mineral, tostado, dulce
  scores TEXT CHECK (scores IS NULL OR json_valid(scores)),       -- [{ "source": "Descorchados", "score": 93 }]
  sale_unit TEXT NOT NULL DEFAULT 'unit' CHECK (sale_unit IN ('unit', 'box')),
  units_per_box INTEGER,
  cheese_type TEXT,             -- gourmet cheeses: tipo_queso facet (slug)
  milk TEXT,                    -- vaca|cabra|oveja|mixta
  weight_grams INTEGER,         -- gourmet with its own sku: net weight
  discount_percent INTEGER GENERATED ALWAYS AS (
    CASE WHEN reference_price > price AND reference_price > 0
      THEN ((reference_price - price) * 100 + reference_price / 2) / reference_price ELSE 0 END
  ) VIRTUAL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Every filtered list starts from product_type, so each facet index leads with it (no full scan;
-- tests/api/catalog.test.ts checks EXPLAIN QUERY PLAN).
CREATE INDEX products_type_price_idx ON products(product_type, price);
CREATE INDEX products_type_tipo_idx ON products(product_type, tipo, price);
CREATE INDEX products_type_country_idx ON products(product_type, country, region_slug);
CREATE INDEX products_type_variety_idx ON products(product_type, variety_slug);
CREATE INDEX products_type_brand_idx ON products(product_type, brand_slug);
CREATE INDEX products_type_created_idx ON products(product_type, created_at);
CREATE INDEX products_type_name_idx ON products(product_type, name);
CREATE INDEX products_cheese_idx ON products(product_type, cheese_type) WHERE cheese_type IS NOT NULL;
-- spec §2 /ofertas: items whose reference price is above the price.
CREATE INDEX products_offers_idx ON products(product_type, price) WHERE reference_price > price;

-- spec §3 gourmet formats: by weight (grams) or sold by unit (is_unit_sales = 1).
CREATE TABLE product_formats (
  sku TEXT PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  grams INTEGER,
  price INTEGER NOT NULL CHECK (price >= 0),
  reference_price INTEGER CHECK (reference_price IS NULL OR reference_price >= 0),
  stock INTEGER NOT NULL DEFAULT 0 CHECK (stock >= 0),
  is_unit_sales INTEGER NOT NULL DEFAULT 0,
  label INTEGER NOT NULL DEFAULT 0,
  label_text TEXT,
  label_text_en TEXT,
  sort_order INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;
CREATE INDEX product_formats_product_idx ON product_formats(product_id, sort_order);

-- Translatable text per locale (es, en). Product names are not translated.
CREATE TABLE product_translations (
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  locale TEXT NOT NULL CHECK (locale IN ('es', 'en')),
  description TEXT,
  description_card TEXT,
  tasting_notes TEXT,
  aromatic_notes TEXT,
  pairing TEXT,
  sommelier_comment TEXT,
  label_text TEXT,
  PRIMARY KEY (product_id, locale)
) WITHOUT ROWID;

-- Gift boxes list what is inside.
CREATE TABLE box_items (
  box_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products(id),
  qty INTEGER NOT NULL DEFAULT 1 CHECK (qty > 0),
  PRIMARY KEY (box_id, product_id)
) WITHOUT ROWID;

-- spec §7 GET /product-category/{category}: editorial categories (a product can be in several).
CREATE TABLE categories (
  slug TEXT PRIMARY KEY,
  name_es TEXT NOT NULL,
  name_en TEXT NOT NULL,
  description_es TEXT,
  description_en TEXT,
  sort_order INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;

CREATE TABLE product_categories (
  category_slug TEXT NOT NULL REFERENCES categories(slug),
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  PRIMARY KEY (category_slug, product_id)
) WITHOUT ROWID;
CREATE INDEX product_categories_product_idx ON product_categories(product_id);

-- One row per purchasable sku (the cart's lookup): product skus UNION ALL format skus.
CREATE VIEW sellable_items AS
SELECT p.sku AS sku, p.id AS product_id, 'product' AS source, p.name AS name, p.brand AS brand, p.year AS year,
       NULL AS format_grams, p.price AS price, p.reference_price AS reference_price, p.stock AS stock,
       p.frontend_image AS frontend_image, p.slug AS slug, p.product_type AS product_type, 0 AS is_unit_sales
FROM products p
WHERE p.sku IS NOT NULL
UNION ALL
SELECT f.sku, f.product_id, 'format', p.name, p.brand, p.year, f.grams, f.price, f.reference_price, f.stock,
       p.frontend_image, p.slug, p.product_type, f.is_unit_sales
FROM product_formats f
JOIN products p ON p.id = f.product_id;

-- Search (docs/architecture.md, "Data"): FTS5 without diacritics, so `carmenere` finds `Carménère`.
-- Columns ranked name > keywords > body with bm25 weights in the query. kind is the spec §3 product_type
-- (also 'App\Models\Blog' / 'App\Models\Event': the blog and events features may insert their rows here
-- with rowid = 1000000000 + id (blog) and 2000000000 + id (event); products use rowid = products.id).
CREATE VIRTUAL TABLE search_fts USING fts5(
  name,
  keywords,
  body,
  kind UNINDEXED,
  slug UNINDEXED,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);

CREATE TRIGGER products_search_ai AFTER INSERT ON products BEGIN
  INSERT INTO search_fts (rowid, name, keywords, body, kind, slug)
  VALUES (new.id, new.name,
    trim(coalesce(new.brand, '') || ' ' || coalesce(new.variety, '') || ' ' || coalesce(new.region, '') || ' ' ||
         coalesce(new.denomination, '') || ' ' || new.tipo || ' ' || coalesce(new.country, '') || ' ' || coalesce(new.year, '')),
    '', new.product_type, new.slug);
END;

CREATE TRIGGER products_search_au AFTER UPDATE OF name, brand, variety, region, denomination, tipo, country, year, slug ON products BEGIN
  UPDATE search_fts SET name = new.name, slug = new.slug, kind = new.product_type,
    keywords = trim(coalesce(new.brand, '') || ' ' || coalesce(new.variety, '') || ' ' || coalesce(new.region, '') || ' ' ||
         coalesce(new.denomination, '') || ' ' || new.tipo || ' ' || coalesce(new.country, '') || ' ' || coalesce(new.year, ''))
  WHERE rowid = new.id;
END;

CREATE TRIGGER products_search_ad AFTER DELETE ON products BEGIN
  DELETE FROM search_fts WHERE rowid = old.id;
END;

CREATE TRIGGER product_translations_search_ai AFTER INSERT ON product_translations BEGIN
  UPDATE search_fts SET body = (
    SELECT group_concat(coalesce(t.description, '') || ' ' || coalesce(t.tasting_notes, '') || ' ' || coalesce(t.pairing, ''), ' ')
    FROM product_translations t WHERE t.product_id = new.product_id)
  WHERE rowid = new.product_id;
END;

CREATE TRIGGER product_translations_search_au AFTER UPDATE ON product_translations BEGIN
  UPDATE search_fts SET body = (
    SELECT group_concat(coalesce(t.description, '') || ' ' || coalesce(t.tasting_notes, '') || ' ' || coalesce(t.pairing, ''), ' ')
    FROM product_translations t WHERE t.product_id = new.product_id)
  WHERE rowid = new.product_id;
END;
