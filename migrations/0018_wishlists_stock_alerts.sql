-- Favourites ("Favoritos") and back-in-stock alerts.

-- One list per account, or per browser for guests (its id is an unguessable token kept in a cookie). A guest
-- list merges into the account's list on sign-in and is then deleted.
CREATE TABLE wishlists (
  id TEXT PRIMARY KEY,
  user_id INTEGER UNIQUE REFERENCES users(id) ON DELETE CASCADE,
  -- A read-only link to the list; random and unguessable, made on the first share.
  share_token TEXT UNIQUE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE wishlist_items (
  wishlist_id TEXT NOT NULL REFERENCES wishlists(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  -- The price when it was saved: the list shows how it changed since.
  saved_price INTEGER NOT NULL CHECK (saved_price >= 0),
  added_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (wishlist_id, product_id)
);

-- "Avísame cuando vuelva": one open alert per product and e-mail; spent once the e-mail is sent.
CREATE TABLE stock_alerts (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  email TEXT NOT NULL COLLATE NOCASE,
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  locale TEXT NOT NULL CHECK (locale IN ('es', 'en')),
  -- Unsubscribe without signing in.
  token TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  -- Set when the product comes back (trigger below); the mailer sends and then sets notified_at.
  due_at TEXT,
  notified_at TEXT
);
CREATE UNIQUE INDEX stock_alerts_open_idx ON stock_alerts(product_id, email) WHERE notified_at IS NULL;
CREATE INDEX stock_alerts_due_idx ON stock_alerts(due_at) WHERE due_at IS NOT NULL AND notified_at IS NULL;

-- Whatever puts a sold-out product back on sale (a cancelled order, an expired payment window, a staff stock
-- adjustment, a migration) makes its open alerts due: the rule lives with the data, not in each code path.
CREATE TRIGGER products_back_in_stock AFTER UPDATE OF stock ON products
WHEN old.stock = 0 AND new.stock > 0
BEGIN
  UPDATE stock_alerts SET due_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
  WHERE product_id = new.id AND notified_at IS NULL AND due_at IS NULL;
END;

-- Products sold by format (gourmet): back when a format that had none gets stock again.
CREATE TRIGGER product_formats_back_in_stock AFTER UPDATE OF stock ON product_formats
WHEN old.stock = 0 AND new.stock > 0
BEGIN
  UPDATE stock_alerts SET due_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
  WHERE product_id = new.product_id AND notified_at IS NULL AND due_at IS NULL;
END;
