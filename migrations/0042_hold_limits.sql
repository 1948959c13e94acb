-- Holds with limits (docs/decisions/039-holds-with-limits.md): what one buyer may keep off the shelf unpaid.

-- A SHA-256 of the client address the order came from (never the address itself): unpaid orders are counted per
-- address as well as per e-mail. NULL when the runtime gave no address.
ALTER TABLE orders ADD COLUMN client_key TEXT;
-- The last instant an unpaid card order may hold its units, however often its payment is started again; set by
-- the API's clock when the order is placed. NULL on orders placed before it existed (and on transfers, whose
-- hold is expires_at, the deadline the shopper is shown).
ALTER TABLE orders ADD COLUMN hold_until TEXT;

-- The buyer's open holds are counted by e-mail and by address, only over orders still holding units.
CREATE INDEX orders_holding_email_idx ON orders(email) WHERE stock_reserved = 1 AND status IN ('pending_payment', 'in_validation');
CREATE INDEX orders_holding_client_idx ON orders(client_key) WHERE stock_reserved = 1 AND status IN ('pending_payment', 'in_validation');

-- One row per order batch, right after its lines: each CHECK fails the whole batch (nothing saved) when the order
-- would pass a limit. The batch deletes its row at the end, so the table is empty outside a transaction.
CREATE TABLE hold_guard (
  order_units_ok INTEGER NOT NULL CHECK (order_units_ok = 1),
  email_orders_ok INTEGER NOT NULL CHECK (email_orders_ok = 1),
  client_orders_ok INTEGER NOT NULL CHECK (client_orders_ok = 1),
  product_units_ok INTEGER NOT NULL CHECK (product_units_ok = 1)
);

-- A renewed card hold never passes its ceiling, whichever code path renews it: the payment window is clamped.
CREATE TRIGGER orders_hold_ceiling AFTER UPDATE OF expires_at ON orders
WHEN new.hold_until IS NOT NULL AND new.expires_at > new.hold_until
BEGIN
  UPDATE orders SET expires_at = new.hold_until WHERE id = new.id;
END;
