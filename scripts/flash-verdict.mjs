// The flash-sale drill's verdict (scripts/bench-flash.mjs): each figure it reports beside the limit it must keep,
// and the books that must agree. Kept apart from the drill so a test can feed it figures that break each limit and
// see it fail: a drill that cannot fail proves nothing.

/**
 * The limits the drill enforces. `heldByOneBuyer` is the units of one product one guest e-mail may hold unpaid
 * (HELD_PER_PRODUCT.guest in src/lib/limits.ts; scripts/flash-verdict.test.ts checks they agree).
 */
export const FLASH_LIMITS = Object.freeze({
  minOrdersPlaced: 1,
  minOrdersPaid: 1,
  oversoldUnits: 0,
  doubleCharges: 0,
  heldByOneBuyer: 12,
  worker5xx: 0,
})

/**
 * @param {import('./flash-verdict.d.mts').FlashFigures} f
 * @param {typeof FLASH_LIMITS} limits
 * @returns {import('./flash-verdict.d.mts').FlashCheck[]}
 */
export function flashVerdict(f, limits = FLASH_LIMITS) {
  const atMost = (name, value, limit) => ({ name, value, limit: `≤ ${limit}`, ok: value <= limit })
  const atLeast = (name, value, limit) => ({ name, value, limit: `≥ ${limit}`, ok: value >= limit })
  const agree = (name, a, b) => ({ name, value: `${a} = ${b}`, limit: 'equal', ok: a === b })
  return [
    // A drill that placed no order (every checkout refused) proves nothing: each book below would agree at zero.
    atLeast('orders placed', f.ordersPlaced, limits.minOrdersPlaced),
    atLeast('orders paid', f.ordersPaid, limits.minOrdersPaid),
    atMost('oversold units', f.oversold, limits.oversoldUnits),
    // An order with two captures kept, or a capture the shop failed to give back, is money taken twice.
    atMost('double charges', f.doubleCharges, limits.doubleCharges),
    atMost('units of one product held unpaid by one buyer', f.heldByOneBuyer, limits.heldByOneBuyer),
    // A 500 of the local runtime's proxy (its connection to workerd reset under load) is not the shop's answer;
    // the Worker itself must answer none.
    atMost("the Worker's 5xx answers", f.worker5xx, limits.worker5xx),
    // 4xx answers the drill did not expect (stock and hold limits are expected); 5xx are the line above's.
    atMost('requests refused for anything but stock or a hold limit', f.otherRefusals, 0),
    // The hoarding bot: stopped at the cap with a 4xx, and another shopper still buys that product.
    atLeast('hoarding bot refused with a 409', f.hoard.refused, f.hoard.attempts > 1 ? 1 : 0),
    agree('a shopper after the hoarding bot still buys', f.hoard.otherShopperBought, true),
    // The two-tab payers: every order paid once, "pay again" after paying refused.
    agree('two-tab orders paid', f.twoTab.paid, f.twoTab.orders),
    atMost('"pay again" on a paid two-tab order answered with a new payment', f.twoTab.payAgainAccepted, 0),
    // The books of the released wine.
    agree('stock decrease = units held by orders', f.books.stockDecrease, f.books.unitsHeld),
    agree('orders in the database = orders shoppers were given', f.books.orders, f.ordersPlacedFlash),
    agree('units held by orders = units ordered', f.books.unitsHeld, f.unitsOrdered),
    agree('paid orders = shoppers who paid', f.books.ordersPaid, f.paidFlash),
    agree('authorized payments = paid orders', f.books.paymentsAuthorized, f.books.ordersPaid),
    agree('units sold = units paid for', f.books.unitsSold, f.unitsPaid),
    agree('payments = paid orders’ totals', f.books.amountAuthorized, f.books.amountPaidOrders),
    agree('every bottle went while shoppers still wanted one', f.books.allGoneOrShoppersDone, true),
  ]
}

/** The exit code: 0 only when every check holds. */
export const verdictExitCode = (checks) => (checks.every((c) => c.ok) ? 0 : 1)
