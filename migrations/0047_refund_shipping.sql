-- The part of a refund that gives back the order's shipping. A line refund returns what was paid for those units;
-- shipping belongs to no line and is refunded only when staff ask for it ("Reembolsar también el despacho"), once:
-- the shipping still refundable is the order's shipping less this column over its refunds that were done.
ALTER TABLE order_refunds ADD COLUMN shipping INTEGER NOT NULL DEFAULT 0 CHECK (shipping >= 0);
