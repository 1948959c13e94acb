import { describe, expect, it } from 'vitest'
import { HELD_PER_PRODUCT } from '../src/lib/limits'
import { FLASH_LIMITS, flashVerdict, verdictExitCode, type FlashFigures } from './flash-verdict.mjs'

// A drill run whose figures keep every limit: 120 bottles sold or held by 90 orders, the hoarding bot stopped at
// its cap after one order, 20 two-tab payers charged once each.
const good = (): FlashFigures => ({
  ordersPlaced: 111,
  ordersPaid: 68,
  oversold: 0,
  doubleCharges: 0,
  heldByOneBuyer: 12,
  worker5xx: 0,
  otherRefusals: 0,
  ordersPlacedFlash: 90,
  paidFlash: 48,
  unitsOrdered: 120,
  unitsPaid: 64,
  hoard: { attempts: 25, placed: 1, refused: 24, otherShopperBought: true },
  twoTab: { orders: 20, paid: 20, payAgainAccepted: 0 },
  books: {
    stockDecrease: 120,
    unitsHeld: 120,
    orders: 90,
    ordersPaid: 48,
    paymentsAuthorized: 48,
    unitsSold: 64,
    amountAuthorized: 1_000_000,
    amountPaidOrders: 1_000_000,
    allGoneOrShoppersDone: true,
  },
})

const failing = (f: FlashFigures) =>
  flashVerdict(f)
    .filter((c) => !c.ok)
    .map((c) => c.name)

describe('the flash-sale drill’s verdict', () => {
  it('passes a run that keeps every limit, and exits 0', () => {
    expect(failing(good())).toEqual([])
    expect(verdictExitCode(flashVerdict(good()))).toBe(0)
  })

  it('holds one buyer to the guest’s per-product cap of the shop', () => {
    expect(FLASH_LIMITS.heldByOneBuyer).toBe(HELD_PER_PRODUCT.guest)
  })

  const broken: [string, (f: FlashFigures) => void, string][] = [
    ['no order placed', (f) => (f.ordersPlaced = 0), 'orders placed'],
    ['no order paid', (f) => (f.ordersPaid = 0), 'orders paid'],
    ['a unit oversold', (f) => (f.oversold = 1), 'oversold units'],
    ['an order charged twice', (f) => (f.doubleCharges = 1), 'double charges'],
    ['a buyer holding past the cap', (f) => (f.heldByOneBuyer = 13), 'units of one product held unpaid by one buyer'],
    ['a 5xx from the Worker', (f) => (f.worker5xx = 1), "the Worker's 5xx answers"],
    [
      'a checkout refused for a bad request',
      (f) => (f.otherRefusals = 3),
      'requests refused for anything but stock or a hold limit',
    ],
    ['a hoarding bot never refused', (f) => (f.hoard.refused = 0), 'hoarding bot refused with a 409'],
    [
      'nobody can buy after the bot',
      (f) => (f.hoard.otherShopperBought = false),
      'a shopper after the hoarding bot still buys',
    ],
    ['a two-tab order left unpaid', (f) => (f.twoTab.paid = 19), 'two-tab orders paid'],
    [
      '"pay again" accepted on a paid order',
      (f) => (f.twoTab.payAgainAccepted = 1),
      '"pay again" on a paid two-tab order answered with a new payment',
    ],
    ['stock gone without an order', (f) => (f.books.stockDecrease = 121), 'stock decrease = units held by orders'],
    [
      'an order the shopper never got',
      (f) => (f.books.orders = 91),
      'orders in the database = orders shoppers were given',
    ],
    ['two captures kept on one order', (f) => (f.books.paymentsAuthorized = 49), 'authorized payments = paid orders'],
    ['payments above the paid totals', (f) => (f.books.amountAuthorized += 27_990), 'payments = paid orders’ totals'],
    [
      'bottles left while shoppers were turned away',
      (f) => (f.books.allGoneOrShoppersDone = false),
      'every bottle went while shoppers still wanted one',
    ],
  ]
  it.each(broken)('fails, with a non-zero exit, on %s', (_, breakIt, check) => {
    const figures = good()
    breakIt(figures)
    expect(failing(figures)).toEqual([check])
    expect(verdictExitCode(flashVerdict(figures))).toBe(1)
  })
})
