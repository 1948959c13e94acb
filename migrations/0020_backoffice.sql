-- The staff back-office (/gestion, /api/admin): roles, the order pipeline, stock adjustments, the inbox of
-- reservations and messages, product photos and an append-only audit log. docs/backoffice.md tells the story.

-- Who may use the back-office. Every account starts as a customer; admins promote and revoke staff.
ALTER TABLE users ADD COLUMN role TEXT NOT NULL DEFAULT 'customer' CHECK (role IN ('customer', 'staff', 'admin'));

-- Optimistic concurrency for staff transitions: every change of status bumps the version, and a transition
-- names the version it saw (two staff acting at once: one wins, the other gets 409 with the current state).
ALTER TABLE orders ADD COLUMN version INTEGER NOT NULL DEFAULT 0;
-- Set by the transition that won: the rest of its batch (timeline, audit, stock) runs only where it matches.
ALTER TABLE orders ADD COLUMN transition_token TEXT;
ALTER TABLE orders ADD COLUMN courier TEXT;
ALTER TABLE orders ADD COLUMN cancel_reason TEXT;
-- The shopper's language when ordering: status e-mails go out in it.
ALTER TABLE orders ADD COLUMN locale TEXT NOT NULL DEFAULT 'es' CHECK (locale IN ('es', 'en'));
CREATE INDEX orders_created_idx ON orders(created_at);

-- A note on the shopper-visible timeline (courier and tracking code when dispatched, the reason of a cancel).
ALTER TABLE order_events ADD COLUMN note TEXT;

-- The bank transfer a member of staff checked against the bank before confirming the order.
CREATE TABLE order_transfers (
  order_id TEXT PRIMARY KEY REFERENCES orders(id),
  amount INTEGER NOT NULL CHECK (amount > 0),
  transferred_on TEXT NOT NULL,             -- 'YYYY-MM-DD', as on the bank statement
  reference TEXT NOT NULL,
  recorded_by INTEGER NOT NULL REFERENCES users(id),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Hidden from the storefront without deleting it (orders and favourites keep pointing at it).
ALTER TABLE products ADD COLUMN active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1));

-- Every manual change of stock, with its reason; the stock itself never goes below 0 (CHECK on the tables).
CREATE TABLE stock_adjustments (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id),
  sku TEXT NOT NULL,
  source TEXT NOT NULL CHECK (source IN ('product', 'format')),
  reason TEXT NOT NULL CHECK (reason IN ('received', 'broken', 'count')),
  stock_before INTEGER NOT NULL,
  stock_after INTEGER NOT NULL CHECK (stock_after >= 0),
  note TEXT NOT NULL DEFAULT '',
  actor_id INTEGER NOT NULL REFERENCES users(id),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX stock_adjustments_product_idx ON stock_adjustments(product_id, created_at);

-- Contact and company messages: open until someone of the staff marks them answered.
ALTER TABLE contact_messages ADD COLUMN answered_at TEXT;
ALTER TABLE contact_messages ADD COLUMN answered_by INTEGER REFERENCES users(id);

-- Reservations: a pending request becomes confirmed or cancelled by the staff (existing ones stay confirmed).
ALTER TABLE event_reservations ADD COLUMN handled_at TEXT;
ALTER TABLE table_reservations ADD COLUMN handled_at TEXT;

-- Staff invitations: a single-use link mailed to the person; the token is stored hashed.
CREATE TABLE staff_invitations (
  token_hash TEXT PRIMARY KEY,
  email TEXT NOT NULL COLLATE NOCASE,
  role TEXT NOT NULL CHECK (role IN ('staff', 'admin')),
  invited_by INTEGER NOT NULL REFERENCES users(id),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  expires_at TEXT NOT NULL,
  accepted_at TEXT,
  revoked_at TEXT
) WITHOUT ROWID;
CREATE INDEX staff_invitations_email_idx ON staff_invitations(email);

-- Photographs the staff upload: several per product, one cover per event or blog article. The original lives in R2
-- (binding PHOTOS) under `key` and is served at /img/f/{key}; production resizes it through Cloudflare's image
-- transformations. Width and height are read from the file, so pages reserve the space (no layout shift).
CREATE TABLE photos (
  id INTEGER PRIMARY KEY,
  entity_type TEXT NOT NULL CHECK (entity_type IN ('product', 'event', 'article')),
  entity_id INTEGER NOT NULL,
  key TEXT NOT NULL UNIQUE,
  content_type TEXT NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp', 'image/avif')),
  width INTEGER NOT NULL CHECK (width > 0),
  height INTEGER NOT NULL CHECK (height > 0),
  bytes INTEGER NOT NULL,
  alt TEXT NOT NULL DEFAULT '',
  sort_order INTEGER NOT NULL DEFAULT 0,
  created_by INTEGER NOT NULL REFERENCES users(id),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX photos_entity_idx ON photos(entity_type, entity_id, sort_order, id);

-- Every staff action: who, when, what, the state before and after. Append-only: the triggers refuse any
-- change or deletion, so the log can be trusted as it stands.
CREATE TABLE audit_log (
  id INTEGER PRIMARY KEY,
  actor_id INTEGER NOT NULL REFERENCES users(id),
  actor_email TEXT NOT NULL,
  action TEXT NOT NULL,                     -- 'order.confirm', 'stock.adjust', 'staff.invite', ...
  entity_type TEXT NOT NULL,                -- 'order', 'product', 'reservation', 'message', 'user'
  entity_id TEXT NOT NULL,
  before TEXT CHECK (before IS NULL OR json_valid(before)),
  after TEXT CHECK (after IS NULL OR json_valid(after)),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX audit_log_entity_idx ON audit_log(entity_type, entity_id, id);
CREATE INDEX audit_log_created_idx ON audit_log(created_at);
CREATE INDEX audit_log_actor_idx ON audit_log(actor_id, id);
CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
BEGIN
  SELECT RAISE(ABORT, 'audit_log is append-only');
END;
CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log
BEGIN
  SELECT RAISE(ABORT, 'audit_log is append-only');
END;
