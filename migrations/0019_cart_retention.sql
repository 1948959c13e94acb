-- The nightly purge of abandoned carts (src/api/cart/purge.ts) finds them by last change.
CREATE INDEX carts_updated_idx ON carts(updated_at);
