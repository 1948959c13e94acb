-- Migration 0005: carts, shipping zones, coupons, guest checkout, orders, payments (issue 4).
-- Prices and stock are NOT stored here: they come from the catalogue's sellable_items view (0003)
-- and are snapshotted into order_items when an order is created.

CREATE TABLE carts (
  id TEXT PRIMARY KEY,                      -- unguessable (random UUID); lives in the cartId cookie
  user_id INTEGER,
  email TEXT,
  coupon_code TEXT,
  gift_box INTEGER NOT NULL DEFAULT 0,
  gift_text TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE cart_items (
  cart_id TEXT NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
  sku TEXT NOT NULL,
  qty INTEGER NOT NULL CHECK (qty > 0),
  added_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (cart_id, sku)
);

-- Home delivery is priced by zone; every one of the 346 communes belongs to exactly one zone (seeded).
CREATE TABLE shipping_zones (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  price INTEGER NOT NULL CHECK (price >= 0),
  days_min INTEGER NOT NULL,
  days_max INTEGER NOT NULL
);

CREATE TABLE shipping_zone_communes (
  commune_id INTEGER PRIMARY KEY REFERENCES communes(id),
  zone_id INTEGER NOT NULL REFERENCES shipping_zones(id)
);

CREATE TABLE coupons (
  code TEXT PRIMARY KEY COLLATE NOCASE,
  kind TEXT NOT NULL CHECK (kind IN ('percent', 'fixed')),
  value INTEGER NOT NULL CHECK (value > 0),
  min_amount INTEGER NOT NULL DEFAULT 0,
  expires_at TEXT,                          -- ISO date-time; NULL never expires
  active INTEGER NOT NULL DEFAULT 1,
  auto_apply INTEGER NOT NULL DEFAULT 0
);

-- Single use per e-mail: the unique pair is inserted in the same transaction as the order.
CREATE TABLE coupon_redemptions (
  coupon_code TEXT NOT NULL COLLATE NOCASE,
  email TEXT NOT NULL,
  order_id TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (coupon_code, email)
);

CREATE TABLE guest_customers (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  surname TEXT NOT NULL,
  rut TEXT NOT NULL,
  email TEXT NOT NULL,
  remember INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE checkout_addresses (
  id TEXT PRIMARY KEY,
  guest_customer_id TEXT,
  user_id INTEGER,
  identification TEXT,
  address TEXT NOT NULL,
  department TEXT,
  region_id INTEGER NOT NULL REFERENCES regions(id),
  commune_id INTEGER NOT NULL REFERENCES communes(id),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Status: pending_payment → paid (Webpay) | in_validation (transfer) → confirmed → on_the_way → delivered;
-- pending_payment → payment_failed | expired (stock released; a retry re-reserves it).
CREATE TABLE orders (
  id TEXT PRIMARY KEY,                      -- unguessable public id (URLs of the result pages)
  seq INTEGER NOT NULL UNIQUE,
  number TEXT NOT NULL UNIQUE,              -- what the shopper quotes for tracking
  user_id INTEGER,                          -- users.id; NULL for guests
  guest_token_hash TEXT,                    -- SHA-256 of the guest's token; the token itself is never stored
  cart_id TEXT,
  email TEXT NOT NULL,
  customer TEXT NOT NULL,                   -- JSON {name, surname, rut, email}
  status TEXT NOT NULL,
  stock_reserved INTEGER NOT NULL DEFAULT 1,
  release_token TEXT,
  subtotal INTEGER NOT NULL,
  product_discount INTEGER NOT NULL,
  coupon_code TEXT,
  coupon_discount INTEGER NOT NULL DEFAULT 0,
  discount INTEGER NOT NULL,
  shipping INTEGER NOT NULL,
  gift_box INTEGER NOT NULL DEFAULT 0,
  gift_text TEXT,
  total INTEGER NOT NULL,
  delivery_method TEXT NOT NULL CHECK (delivery_method IN ('pickup', 'delivery')),
  delivery TEXT NOT NULL,                   -- JSON {address, receiver, contact, comment}
  delivery_days_min INTEGER,
  delivery_days_max INTEGER,
  document TEXT NOT NULL CHECK (document IN ('boleta', 'factura')),
  invoice TEXT,                             -- JSON (factura only)
  payment_platform TEXT NOT NULL CHECK (payment_platform IN ('webpay', 'transfer')),
  tracking_number TEXT,
  estimated_delivery TEXT,
  expires_at TEXT NOT NULL,                 -- reserved stock is released after this if still unpaid
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE INDEX orders_user_idx ON orders(user_id, created_at);
CREATE INDEX orders_status_expiry_idx ON orders(status, expires_at);
CREATE INDEX orders_number_idx ON orders(number, email);

CREATE TABLE order_items (
  order_id TEXT NOT NULL REFERENCES orders(id),
  sku TEXT NOT NULL,
  source TEXT NOT NULL,                     -- 'product' | 'format' (which table holds the stock)
  name TEXT NOT NULL,
  brand TEXT,
  year INTEGER,
  product_type TEXT,
  image TEXT,
  slug TEXT,
  qty INTEGER NOT NULL CHECK (qty > 0),
  price INTEGER NOT NULL,
  reference_price INTEGER,
  -- changes() of the conditional stock UPDATE that precedes this INSERT in the same batch:
  -- 0 means the stock was not there, the CHECK fails and the whole order transaction rolls back.
  stock_taken INTEGER NOT NULL CHECK (stock_taken = 1),
  PRIMARY KEY (order_id, sku)
);

-- Timeline for tracking (spec §4: in validation, purchase confirmed, on the way, delivered).
CREATE TABLE order_events (
  order_id TEXT NOT NULL REFERENCES orders(id),
  status TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX order_events_order_idx ON order_events(order_id, created_at);

CREATE TABLE payments (
  id TEXT PRIMARY KEY,
  order_id TEXT NOT NULL REFERENCES orders(id),
  platform TEXT NOT NULL,
  buy_order TEXT NOT NULL UNIQUE,           -- <= 26 chars (Webpay)
  session_id TEXT NOT NULL,                 -- <= 61 chars, random: a return must quote it
  token TEXT UNIQUE,
  amount INTEGER NOT NULL,
  status TEXT NOT NULL,                     -- created | authorized | failed | aborted | timeout | invalid
  response TEXT,                            -- JSON of the commit (replayed returns read this)
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX payments_order_idx ON payments(order_id, created_at);

-- A retried submit with the same key returns the same order.
CREATE TABLE idempotency_keys (
  key TEXT PRIMARY KEY,
  order_id TEXT NOT NULL,
  token_nonce TEXT NOT NULL,                -- re-derives the guest token for a replayed submit
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- The Webpay Plus twin served by the Worker itself (/_sandbox/webpay): its own record of transactions.
CREATE TABLE webpay_sandbox_transactions (
  token TEXT PRIMARY KEY,
  buy_order TEXT NOT NULL,
  session_id TEXT NOT NULL,
  amount INTEGER NOT NULL,
  return_url TEXT NOT NULL,
  status TEXT NOT NULL,                     -- INITIALIZED | AUTHORIZED | FAILED | ABORTED
  card_number TEXT,
  committed INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Guard rows for multi-statement conditional batches: `INSERT INTO stock_guard VALUES (label, changes())`
-- right after a conditional UPDATE fails the CHECK when the UPDATE touched nothing, rolling the batch back.
-- The batch deletes its rows at the end, so the table is always empty outside a transaction.
CREATE TABLE stock_guard (
  label TEXT NOT NULL,
  ok INTEGER NOT NULL CHECK (ok = 1)
);
