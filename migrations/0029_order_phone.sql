-- The phone the courier calls: asked of every guest buyer at checkout and kept on the order, where the staff
-- read it (order page, CSV export). E.164 ('+56912345678', src/lib/phone.ts); NULL on orders placed before.
ALTER TABLE guest_customers ADD COLUMN phone TEXT;
ALTER TABLE orders ADD COLUMN phone TEXT;
