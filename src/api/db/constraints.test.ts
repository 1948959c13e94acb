import { describe, expect, it } from 'vitest'
import { CONSTRAINTS, failedConstraint, violates } from './constraints'

// The messages below are what local D1 (workerd) throws for each kind of failure, copied verbatim.
const d1Error = (text: string) => new Error(`D1_ERROR: ${text}`)

describe('failedConstraint', () => {
  it('reads the columns of a UNIQUE or PRIMARY KEY failure', () => {
    expect(
      failedConstraint(
        d1Error(
          'UNIQUE constraint failed: coupon_redemptions.coupon_code, coupon_redemptions.email: SQLITE_CONSTRAINT (extended: SQLITE_CONSTRAINT_PRIMARYKEY)',
        ),
      ),
    ).toEqual({ kind: 'unique', columns: ['coupon_redemptions.coupon_code', 'coupon_redemptions.email'] })
  })

  it('reads the name of a CHECK failure and the code of a trigger', () => {
    expect(
      failedConstraint(
        d1Error('CHECK constraint failed: stock_taken = 1: SQLITE_CONSTRAINT (extended: SQLITE_CONSTRAINT_CHECK)'),
      ),
    ).toEqual({ kind: 'check', name: 'stock_taken = 1' })
    expect(failedConstraint(d1Error('my_code: SQLITE_CONSTRAINT (extended: SQLITE_CONSTRAINT_TRIGGER)'))).toEqual({
      kind: 'trigger',
      code: 'my_code',
    })
  })

  it('is null for anything that is not a constraint failure', () => {
    expect(failedConstraint(new Error('D1_ERROR: no such table: orders: SQLITE_ERROR'))).toBeNull()
    expect(failedConstraint(new Error('network lost'))).toBeNull()
  })
})

describe('violates', () => {
  const idempotency = d1Error(
    'UNIQUE constraint failed: idempotency_keys.key: SQLITE_CONSTRAINT (extended: SQLITE_CONSTRAINT_PRIMARYKEY)',
  )

  it('matches the very constraint, not another of the same kind', () => {
    expect(violates(idempotency, CONSTRAINTS.idempotencyKey)).toBe(true)
    expect(violates(idempotency, CONSTRAINTS.couponOncePerEmail)).toBe(false)
    const guard = d1Error('CHECK constraint failed: ok = 1: SQLITE_CONSTRAINT (extended: SQLITE_CONSTRAINT_CHECK)')
    expect(violates(guard, CONSTRAINTS.stockGuard)).toBe(true)
    expect(violates(guard, CONSTRAINTS.stockTaken)).toBe(false)
  })

  it('is not fooled by a message that merely mentions a table', () => {
    expect(violates(new Error('D1_ERROR: idempotency_keys is busy'), CONSTRAINTS.idempotencyKey)).toBe(false)
  })
})
