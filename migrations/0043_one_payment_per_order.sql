-- One card payment per order (src/api/payments/service.ts, docs/decisions/040-one-payment-per-order.md).
--
-- A payment row is written before the gateway is called, with its attempt number drawn inside the INSERT
-- (coalesce(max) + 1), and an order may hold only one row a shopper can still be sent to ('starting' while the
-- gateway is being asked, 'created' once it answered): the second of two "pay" clicks fails that index without
-- reaching Webpay and is handed the open transaction instead.
ALTER TABLE payments ADD COLUMN attempt INTEGER;
-- Where the gateway sends the browser with the token (so a second click gets the same form).
ALTER TABLE payments ADD COLUMN url TEXT;

UPDATE payments SET attempt = (
  SELECT COUNT(*) FROM payments p WHERE p.order_id = payments.order_id AND p.rowid <= payments.rowid
);
-- Transactions left open side by side before this: all but the newest are closed. A late return for one of
-- them is still committed and then reversed if the order is paid by then.
UPDATE payments SET status = 'superseded'
WHERE status = 'created'
  AND rowid NOT IN (SELECT max(rowid) FROM payments WHERE status = 'created' GROUP BY order_id);

CREATE UNIQUE INDEX payments_order_attempt ON payments(order_id, attempt);
CREATE UNIQUE INDEX payments_one_open ON payments(order_id) WHERE status IN ('starting', 'created');

-- Automatic reversals are written to the audit log by the shop itself, not by a person: this account is the
-- actor of those rows. It has no usable password (not the hash format) and is not staff, so nobody signs in as it.
INSERT OR IGNORE INTO users (email, first_name, last_name, rut, password_hash, role, anonymised_at, created_at, updated_at)
VALUES ('pagos@sistema.vinotecaandes.invalid', 'Sistema', 'de pagos', '', '!', 'customer',
        '2026-11-28T00:00:00.000Z', '2026-11-28T00:00:00.000Z', '2026-11-28T00:00:00.000Z');
