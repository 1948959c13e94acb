-- The back-office runs coupons, refunds and customers' data requests (docs/backoffice.md: Coupons, Refunds,
-- Customers). docs/decisions/032-coupons-refunds-customers.md explains the choices.

-- Coupons get an id (staff edit the code), a start, total and per-customer limits and a version for two people
-- editing at once. Uses are counted from orders (orders.coupon_code), never kept as a counter: the order's batch
-- checks both limits with a guard row (coupon_guard below). Existing coupons keep their rules: once per person.
CREATE TABLE coupons_next (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE COLLATE NOCASE,
  kind TEXT NOT NULL CHECK (kind IN ('percent', 'fixed')),
  value INTEGER NOT NULL CHECK (value > 0),
  min_amount INTEGER NOT NULL DEFAULT 0 CHECK (min_amount >= 0),
  starts_at TEXT,                           -- ISO instant (the start of a Santiago day); NULL: from now
  expires_at TEXT,                          -- ISO instant (the end of a Santiago day, exclusive); NULL: never
  total_limit INTEGER CHECK (total_limit IS NULL OR total_limit > 0),
  per_customer_limit INTEGER DEFAULT 1 CHECK (per_customer_limit IS NULL OR per_customer_limit > 0),
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  auto_apply INTEGER NOT NULL DEFAULT 0 CHECK (auto_apply IN (0, 1)),
  version INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  CHECK (kind <> 'percent' OR value <= 100)
);
INSERT INTO coupons_next (code, kind, value, min_amount, expires_at, active, auto_apply)
  SELECT code, kind, value, min_amount, expires_at, active, auto_apply FROM coupons;
DROP TABLE coupons;
ALTER TABLE coupons_next RENAME TO coupons;

-- The per-person rule now lives in the guard (a limit may be more than one use): the old pair key would refuse a
-- second allowed use, so redemptions are no longer written; the table stays for the history it holds.
CREATE INDEX orders_coupon_idx ON orders(coupon_code COLLATE NOCASE, status);

-- Written and deleted inside an order's batch: 1 when the coupon's uses (this order included) are within its
-- limits, else the CHECK rolls the whole order back (src/api/db/constraints.ts names both).
CREATE TABLE coupon_guard (
  total_ok INTEGER NOT NULL CHECK (total_ok = 1),
  customer_ok INTEGER NOT NULL CHECK (customer_ok = 1)
);

-- Refunds: what has been given back of an order, never more than it was paid (the CHECK is the last line; the
-- conditional update in src/api/admin/orders/refunds.ts is what refuses the second of two staff).
ALTER TABLE orders ADD COLUMN refunded INTEGER NOT NULL DEFAULT 0 CHECK (refunded >= 0 AND refunded <= total);
ALTER TABLE orders ADD COLUMN refund_token TEXT;

CREATE TABLE order_refunds (
  id INTEGER PRIMARY KEY,
  order_id TEXT NOT NULL REFERENCES orders(id),
  amount INTEGER NOT NULL CHECK (amount > 0),
  reason TEXT NOT NULL,
  method TEXT NOT NULL CHECK (method IN ('webpay', 'transfer')),
  -- Transfers: the bank's reference of the transfer back to the shopper. Webpay: the refund's authorisation.
  reference TEXT NOT NULL DEFAULT '',
  -- The lines refunded ([{sku, qty}]), empty for an amount.
  lines TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(lines)),
  -- 'done'; 'failed' when Webpay refused it (its amount is then given back to the order's refundable balance).
  status TEXT NOT NULL DEFAULT 'done' CHECK (status IN ('done', 'failed')),
  token TEXT NOT NULL UNIQUE,
  created_by INTEGER NOT NULL REFERENCES users(id),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX order_refunds_order_idx ON order_refunds(order_id, id);

-- A person whose data was erased at their request: the account stays as an empty shell so the orders the tax
-- record keeps still point at something, but nobody can sign in with it.
ALTER TABLE users ADD COLUMN anonymised_at TEXT;

-- The local Webpay twin keeps what was refunded of each transaction, so several partial refunds run until the
-- balance is spent, as in Transbank's (src/api/payments/sandbox.ts).
ALTER TABLE webpay_sandbox_transactions ADD COLUMN refunded INTEGER NOT NULL DEFAULT 0;
