import { describe, expect, it } from 'vitest'
import { CONSTRAINTS, violates, type Constraint } from '~/api/db/constraints'
import { createTestApi } from './harness'

// The constraints the API reacts to, provoked on the real migrated schema: if a migration renames or reshapes
// one, its line in src/api/db/constraints.ts must follow, and this fails until it does.

const t = await createTestApi()

async function refusal(statements: D1PreparedStatement[]): Promise<unknown> {
  try {
    await t.db.batch(statements)
  } catch (err) {
    return err
  }
  throw new Error('the batch was not refused')
}

const others = (mine: Constraint) => Object.values(CONSTRAINTS).filter((c) => c !== mine)

describe('constraint failures on the real schema', () => {
  it('a replayed idempotency key', async () => {
    const insert = () =>
      t.db.prepare('INSERT INTO idempotency_keys (key, order_id, token_nonce) VALUES (?, ?, ?)').bind('k-1', 'o-1', 'n')
    const err = await refusal([insert(), insert()])
    expect(violates(err, CONSTRAINTS.idempotencyKey)).toBe(true)
    for (const other of others(CONSTRAINTS.idempotencyKey)) expect(violates(err, other)).toBe(false)
  })

  it('a coupon used twice by the same e-mail, whatever the case of the code', async () => {
    const insert = (code: string) =>
      t.db
        .prepare('INSERT INTO coupon_redemptions (coupon_code, email, order_id) VALUES (?, ?, ?)')
        .bind(code, 'ana@example.cl', 'o-2')
    const err = await refusal([insert('BIENVENIDA'), insert('bienvenida')])
    expect(violates(err, CONSTRAINTS.couponOncePerEmail)).toBe(true)
    for (const other of others(CONSTRAINTS.couponOncePerEmail)) expect(violates(err, other)).toBe(false)
  })

  it('an order line whose stock UPDATE took nothing', async () => {
    const err = await refusal([
      t.db.prepare("UPDATE products SET stock = stock - 1 WHERE sku = 'no-such-sku' AND stock >= 1"),
      t.db.prepare(
        `INSERT INTO order_items (order_id, sku, source, name, qty, price, stock_taken)
           VALUES ('o-3', 'no-such-sku', 'product', 'x', 1, 1000, changes())`,
      ),
    ])
    expect(violates(err, CONSTRAINTS.stockTaken)).toBe(true)
    for (const other of others(CONSTRAINTS.stockTaken)) expect(violates(err, other)).toBe(false)
  })

  it('a guard row after a conditional UPDATE that changed nothing', async () => {
    const err = await refusal([
      t.db.prepare("UPDATE orders SET status = status WHERE id = 'no-such-order'"),
      t.db.prepare("INSERT INTO stock_guard (label, ok) VALUES ('order', changes())"),
    ])
    expect(violates(err, CONSTRAINTS.stockGuard)).toBe(true)
    for (const other of others(CONSTRAINTS.stockGuard)) expect(violates(err, other)).toBe(false)
  })
})
