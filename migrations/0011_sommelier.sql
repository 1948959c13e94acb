-- Migration 0011: the virtual sommelier (spec §1 "pairing by dish, and a guided flow on wine type, style,
-- grape strain and main aroma"; spec §7 /sommelier/*). spec §3 does not show the shapes: src/contract/sommelier.ts
-- defines them once.
--
-- A dish carries the wine profile it pairs with; GET /sommelier/wines?plato={slug} scores in-stock wines against it
-- (src/lib/sommelier.ts). Names and the one-line reason are translated in place (two locales, spec §1).
CREATE TABLE dishes (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name_es TEXT NOT NULL,
  name_en TEXT NOT NULL,
  course TEXT NOT NULL CHECK (course IN ('entrada', 'fondo', 'postre', 'picoteo')),
  -- spec §7 /sommelier/page-filters?continent=&country=: where the dish comes from (slugs).
  continent TEXT NOT NULL CHECK (continent IN ('america', 'europa', 'asia')),
  country TEXT NOT NULL,
  -- Key of a drawn SVG icon in the storefront (no emoji): carne, ave, pescado, marisco, pasta, pizza, queso,
  -- postre, verdura, guiso, masa, sushi.
  icon TEXT NOT NULL,
  -- The wine profile: allowed wine tipos (JSON array, preferred first), body and sweetness ranges (1–5, as
  -- products.body / products.sweetness), preferred variety slugs and aromatic families (JSON arrays, best first).
  wine_tipos TEXT NOT NULL CHECK (json_valid(wine_tipos) AND json_array_length(wine_tipos) > 0),
  body_min INTEGER NOT NULL CHECK (body_min BETWEEN 1 AND 5),
  body_max INTEGER NOT NULL CHECK (body_max BETWEEN body_min AND 5),
  sweetness_min INTEGER NOT NULL CHECK (sweetness_min BETWEEN 1 AND 5),
  sweetness_max INTEGER NOT NULL CHECK (sweetness_max BETWEEN sweetness_min AND 5),
  varieties TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(varieties)),
  aromas TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(aromas)),
  reason_es TEXT NOT NULL,
  reason_en TEXT NOT NULL,
  sort_order INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX dishes_country_idx ON dishes(country, sort_order);
CREATE INDEX dishes_continent_idx ON dishes(continent, country);
CREATE INDEX dishes_order_idx ON dishes(sort_order);

-- The guided flow counts in-stock wines by tipo, body, sweetness, variety and aroma under the other answers:
-- one covering index that leads with product_type (like every catalogue index of 0003) answers those counts
-- without touching the table.
CREATE INDEX products_sommelier_idx
  ON products(product_type, tipo, body, sweetness, variety_slug, aromatic_family, stock);
