-- Content pages and the shared layout (spec §3 "Layout data", §7 GET /pages/{slug}).
-- One row per slug and locale; content is the JSON the page renders.
CREATE TABLE pages (
  slug TEXT NOT NULL,
  locale TEXT NOT NULL CHECK (locale IN ('es', 'en')),
  content TEXT NOT NULL CHECK (json_valid(content)),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (slug, locale)
) WITHOUT ROWID;

-- spec §4 newsletter: a second sign-up of the same address stores nothing twice.
CREATE TABLE newsletter_subscribers (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  locale TEXT NOT NULL DEFAULT 'es',
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Which seed sets have been loaded, so a second start keeps the data (README "Start").
CREATE TABLE seed_runs (
  name TEXT PRIMARY KEY,
  applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
