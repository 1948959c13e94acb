/**
 * Database failures told apart by the constraint that failed, never by searching an error's prose. SQLite names
 * the constraint in a fixed form that D1 passes through:
 *
 *   UNIQUE constraint failed: idempotency_keys.key: SQLITE_CONSTRAINT (extended: SQLITE_CONSTRAINT_PRIMARYKEY)
 *   CHECK constraint failed: stock_taken = 1: SQLITE_CONSTRAINT (extended: SQLITE_CONSTRAINT_CHECK)
 *   <RAISE code>: SQLITE_CONSTRAINT (extended: SQLITE_CONSTRAINT_TRIGGER)
 *
 * The constraints the API reacts to are declared here, each pointing at the migration that creates it; a
 * migration that renames one must update its line here (tests/api/constraints.test.ts provokes them on the real schema).
 */
export type Constraint =
  { kind: 'unique'; columns: readonly string[] } | { kind: 'check'; name: string } | { kind: 'trigger'; code: string }

export const CONSTRAINTS = {
  /** migrations/0005_orders.sql, idempotency_keys: a submit of the same checkout twice. */
  idempotencyKey: { kind: 'unique', columns: ['idempotency_keys.key'] },
  /** migrations/0005_orders.sql, coupon_redemptions: a coupon once per e-mail (rows written before 0038). */
  couponOncePerEmail: { kind: 'unique', columns: ['coupon_redemptions.coupon_code', 'coupon_redemptions.email'] },
  /** migrations/0038_backoffice_ops.sql, coupon_guard: the order would pass the coupon's uses per person. */
  couponCustomerLimit: { kind: 'check', name: 'customer_ok = 1' },
  /** migrations/0038_backoffice_ops.sql, coupon_guard: the order would pass the coupon's total uses. */
  couponTotalLimit: { kind: 'check', name: 'total_ok = 1' },
  /** migrations/0005_orders.sql, order_items.stock_taken: the conditional stock UPDATE before the line took nothing. */
  stockTaken: { kind: 'check', name: 'stock_taken = 1' },
  /** migrations/0005_orders.sql, stock_guard.ok: the conditional UPDATE before the guard row changed nothing. */
  stockGuard: { kind: 'check', name: 'ok = 1' },
  /** migrations/0042_hold_limits.sql, hold_guard: the order alone holds more units than an order may. */
  holdOrderUnits: { kind: 'check', name: 'order_units_ok = 1' },
  /** migrations/0042_hold_limits.sql, hold_guard: the e-mail would have too many unpaid orders open. */
  holdEmailOrders: { kind: 'check', name: 'email_orders_ok = 1' },
  /** migrations/0042_hold_limits.sql, hold_guard: the client address would have too many unpaid orders open. */
  holdClientOrders: { kind: 'check', name: 'client_orders_ok = 1' },
  /** migrations/0042_hold_limits.sql, hold_guard: the e-mail would hold too many units of one product unpaid. */
  holdProductUnits: { kind: 'check', name: 'product_units_ok = 1' },
  /** migrations/0043_one_payment_per_order.sql, payments_one_open: the order already has an open transaction. */
  onePaymentOpen: { kind: 'unique', columns: ['payments.order_id'] },
  /** migrations/0007_reservations.sql: reservation codes are unique (a clash is drawn again). */
  eventReservationCode: { kind: 'unique', columns: ['event_reservations.code'] },
  tableReservationCode: { kind: 'unique', columns: ['table_reservations.code'] },
  /** migrations/0003_catalogue.sql and 0006_blog_events.sql: addresses and skus the back-office saves are unique. */
  productSlug: { kind: 'unique', columns: ['products.slug'] },
  productSku: { kind: 'unique', columns: ['products.sku'] },
  formatSku: { kind: 'unique', columns: ['product_formats.sku'] },
  eventSlug: { kind: 'unique', columns: ['events.slug'] },
  articleSlug: { kind: 'unique', columns: ['blog_articles.slug'] },
} as const satisfies Record<string, Constraint>

const FAILURE = /(?:^|: )(?:D1_ERROR: )?(.+): SQLITE_CONSTRAINT \(extended: SQLITE_CONSTRAINT_(\w+)\)/

/** The constraint a D1 error reports, or null when the error is not a constraint failure. */
export function failedConstraint(err: unknown): Constraint | null {
  const message = err instanceof Error ? err.message : String(err)
  const match = FAILURE.exec(message)
  if (!match) return null
  const [, detail, extended] = match as unknown as [string, string, string]
  const unique = /^UNIQUE constraint failed: (.+)$/.exec(detail)
  if (unique && (extended === 'UNIQUE' || extended === 'PRIMARYKEY'))
    return { kind: 'unique', columns: unique[1]!.split(', ') }
  const check = /^CHECK constraint failed: (.+)$/.exec(detail)
  if (check && extended === 'CHECK') return { kind: 'check', name: check[1]! }
  if (extended === 'TRIGGER') return { kind: 'trigger', code: detail }
  return null
}

/** Whether `err` is the failure of exactly this constraint. */
export function violates(err: unknown, constraint: Constraint): boolean {
  const failed = failedConstraint(err)
  if (!failed || failed.kind !== constraint.kind) return false
  switch (constraint.kind) {
    case 'unique': {
      const columns = (failed as typeof constraint).columns
      return columns.length === constraint.columns.length && constraint.columns.every((c, i) => columns[i] === c)
    }
    case 'check':
      return (failed as typeof constraint).name === constraint.name
    case 'trigger':
      return (failed as typeof constraint).code === constraint.code
  }
}
