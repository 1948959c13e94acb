-- Migration 0006: blog articles and events (spec §2 /blog, /eventos; §3 product_type Blog/Event; §7 GET /blogs,
-- /blogs/{id}, /blogs/filters, GET /events/{id}, /events/selects). Both are searchable next to the catalogue:
-- their rows go into search_fts (0003) with rowid 1000000000 + id (blog) and 2000000000 + id (event), through
-- the *_search_source views below so every trigger writes the same row. Only published rows are indexed.
--
-- Body text is stored as JSON blocks, never HTML, so nothing needs sanitising when it is rendered:
--   [{ "type": "h2" | "p" | "quote", "text": "..." }, { "type": "ul", "items": ["...", "..."] }]

CREATE TABLE blog_categories (
  slug TEXT PRIMARY KEY,            -- filter value in URLs: /blog?categoria=maridajes
  name_es TEXT NOT NULL,
  name_en TEXT NOT NULL,
  sort_order INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;

CREATE TABLE blog_articles (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  category_slug TEXT NOT NULL REFERENCES blog_categories(slug),
  author TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published')),
  published_at TEXT NOT NULL,       -- ISO 8601 UTC
  reading_minutes INTEGER NOT NULL DEFAULT 4 CHECK (reading_minutes > 0),
  featured INTEGER NOT NULL DEFAULT 0,
  tags TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(tags)),           -- ["carménère", "asado"]
  frontend_image TEXT,
  frontend_cover_image TEXT,
  -- spec §2 "downloadable content exists": an optional file (e.g. a printable guide) served from /descargas/.
  download_url TEXT,
  download_bytes INTEGER,
  -- Wines the article recommends (product slugs), shown under it as product cards.
  related_products TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(related_products)),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX blog_articles_list_idx ON blog_articles(status, published_at);
CREATE INDEX blog_articles_category_idx ON blog_articles(status, category_slug, published_at);

CREATE TABLE blog_translations (
  article_id INTEGER NOT NULL REFERENCES blog_articles(id) ON DELETE CASCADE,
  locale TEXT NOT NULL CHECK (locale IN ('es', 'en')),
  title TEXT NOT NULL,
  excerpt TEXT NOT NULL,
  body TEXT NOT NULL CHECK (json_valid(body)),
  download_title TEXT,
  PRIMARY KEY (article_id, locale)
) WITHOUT ROWID;

CREATE TABLE events (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  -- cata (tasting) | maridaje (pairing dinner) | curso (course) | lanzamiento (launch) | musica (live music)
  category TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published', 'cancelled')),
  starts_at TEXT NOT NULL,          -- ISO 8601 UTC; shown in America/Santiago
  ends_at TEXT NOT NULL,
  venue TEXT NOT NULL,              -- 'Wine bar — Alonso de Córdova 4355, Vitacura'
  price INTEGER NOT NULL CHECK (price >= 0),                -- per person, CLP
  reference_price INTEGER CHECK (reference_price IS NULL OR reference_price >= 0),
  capacity INTEGER NOT NULL CHECK (capacity > 0),
  seats_taken INTEGER NOT NULL DEFAULT 0 CHECK (seats_taken >= 0 AND seats_taken <= capacity),
  frontend_image TEXT,
  frontend_cover_image TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX events_list_idx ON events(status, starts_at);

CREATE TABLE event_translations (
  event_id INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  locale TEXT NOT NULL CHECK (locale IN ('es', 'en')),
  title TEXT NOT NULL,
  summary TEXT NOT NULL,
  body TEXT NOT NULL CHECK (json_valid(body)),
  includes TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(includes)),   -- ["6 vinos", "tabla de quesos"]
  PRIMARY KEY (event_id, locale)
) WITHOUT ROWID;

-- What search_fts holds for each published article / event: the Spanish title as name (ranked first), the
-- English title, category and tags as keywords, and the text of both locales as body.
CREATE VIEW blog_search_source AS
SELECT 1000000000 + a.id AS rowid,
  coalesce((SELECT t.title FROM blog_translations t WHERE t.article_id = a.id AND t.locale = 'es'), '') AS name,
  trim(coalesce((SELECT group_concat(t.title, ' ') FROM blog_translations t WHERE t.article_id = a.id AND t.locale <> 'es'), '')
    || ' ' || coalesce((SELECT c.name_es || ' ' || c.name_en FROM blog_categories c WHERE c.slug = a.category_slug), '')
    || ' ' || coalesce((SELECT group_concat(j.value, ' ') FROM json_each(a.tags) j), '') || ' ' || a.author) AS keywords,
  coalesce((SELECT group_concat(t.excerpt || ' ' ||
      coalesce((SELECT group_concat(b.value, ' ') FROM json_tree(t.body) b WHERE b.type = 'text' AND b.key IS NOT 'type'), ''), ' ')
    FROM blog_translations t WHERE t.article_id = a.id), '') AS body,
  'App\Models\Blog' AS kind,
  a.slug AS slug
FROM blog_articles a
WHERE a.status = 'published';

CREATE VIEW event_search_source AS
SELECT 2000000000 + e.id AS rowid,
  coalesce((SELECT t.title FROM event_translations t WHERE t.event_id = e.id AND t.locale = 'es'), '') AS name,
  trim(coalesce((SELECT group_concat(t.title, ' ') FROM event_translations t WHERE t.event_id = e.id AND t.locale <> 'es'), '')
    || ' ' || e.category || ' ' || e.venue) AS keywords,
  coalesce((SELECT group_concat(t.summary || ' ' ||
      coalesce((SELECT group_concat(b.value, ' ') FROM json_tree(t.body) b WHERE b.type = 'text' AND b.key IS NOT 'type'), ''), ' ')
    FROM event_translations t WHERE t.event_id = e.id), '') AS body,
  'App\Models\Event' AS kind,
  e.slug AS slug
FROM events e
WHERE e.status = 'published';

-- Keep search_fts in step: any change to an article/event or its text rewrites its one row.
CREATE TRIGGER blog_articles_search_ai AFTER INSERT ON blog_articles BEGIN
  INSERT INTO search_fts (rowid, name, keywords, body, kind, slug)
    SELECT rowid, name, keywords, body, kind, slug FROM blog_search_source WHERE rowid = 1000000000 + new.id;
END;
CREATE TRIGGER blog_articles_search_au AFTER UPDATE ON blog_articles BEGIN
  DELETE FROM search_fts WHERE rowid = 1000000000 + old.id;
  INSERT INTO search_fts (rowid, name, keywords, body, kind, slug)
    SELECT rowid, name, keywords, body, kind, slug FROM blog_search_source WHERE rowid = 1000000000 + new.id;
END;
CREATE TRIGGER blog_articles_search_ad AFTER DELETE ON blog_articles BEGIN
  DELETE FROM search_fts WHERE rowid = 1000000000 + old.id;
END;
CREATE TRIGGER blog_translations_search_ai AFTER INSERT ON blog_translations BEGIN
  DELETE FROM search_fts WHERE rowid = 1000000000 + new.article_id;
  INSERT INTO search_fts (rowid, name, keywords, body, kind, slug)
    SELECT rowid, name, keywords, body, kind, slug FROM blog_search_source WHERE rowid = 1000000000 + new.article_id;
END;
CREATE TRIGGER blog_translations_search_au AFTER UPDATE ON blog_translations BEGIN
  DELETE FROM search_fts WHERE rowid = 1000000000 + new.article_id;
  INSERT INTO search_fts (rowid, name, keywords, body, kind, slug)
    SELECT rowid, name, keywords, body, kind, slug FROM blog_search_source WHERE rowid = 1000000000 + new.article_id;
END;

CREATE TRIGGER events_search_ai AFTER INSERT ON events BEGIN
  INSERT INTO search_fts (rowid, name, keywords, body, kind, slug)
    SELECT rowid, name, keywords, body, kind, slug FROM event_search_source WHERE rowid = 2000000000 + new.id;
END;
-- seats_taken changes with every reservation and is not searchable: skip the rewrite for it.
CREATE TRIGGER events_search_au AFTER UPDATE OF slug, category, status, venue ON events BEGIN
  DELETE FROM search_fts WHERE rowid = 2000000000 + old.id;
  INSERT INTO search_fts (rowid, name, keywords, body, kind, slug)
    SELECT rowid, name, keywords, body, kind, slug FROM event_search_source WHERE rowid = 2000000000 + new.id;
END;
CREATE TRIGGER events_search_ad AFTER DELETE ON events BEGIN
  DELETE FROM search_fts WHERE rowid = 2000000000 + old.id;
END;
CREATE TRIGGER event_translations_search_ai AFTER INSERT ON event_translations BEGIN
  DELETE FROM search_fts WHERE rowid = 2000000000 + new.event_id;
  INSERT INTO search_fts (rowid, name, keywords, body, kind, slug)
    SELECT rowid, name, keywords, body, kind, slug FROM event_search_source WHERE rowid = 2000000000 + new.event_id;
END;
CREATE TRIGGER event_translations_search_au AFTER UPDATE ON event_translations BEGIN
  DELETE FROM search_fts WHERE rowid = 2000000000 + new.event_id;
  INSERT INTO search_fts (rowid, name, keywords, body, kind, slug)
    SELECT rowid, name, keywords, body, kind, slug FROM event_search_source WHERE rowid = 2000000000 + new.event_id;
END;
