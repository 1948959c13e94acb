// Types of scripts/flash-verdict.mjs for its TypeScript test (scripts/flash-verdict.test.ts).
export interface FlashFigures {
  /** Orders placed in all: the released wine's shoppers, the hoarding bot and the two-tab payers. */
  ordersPlaced: number
  ordersPaid: number
  oversold: number
  doubleCharges: number
  heldByOneBuyer: number
  worker5xx: number
  otherRefusals: number
  /** The released wine's shoppers only, against its books. */
  ordersPlacedFlash: number
  paidFlash: number
  unitsOrdered: number
  unitsPaid: number
  hoard: { attempts: number; placed: number; refused: number; otherShopperBought: boolean }
  twoTab: { orders: number; paid: number; payAgainAccepted: number }
  books: {
    stockDecrease: number
    unitsHeld: number
    orders: number
    ordersPaid: number
    paymentsAuthorized: number
    unitsSold: number
    amountAuthorized: number
    amountPaidOrders: number
    allGoneOrShoppersDone: boolean
  }
}
export interface FlashCheck {
  name: string
  value: number | string | boolean
  limit: string
  ok: boolean
}
export declare const FLASH_LIMITS: Readonly<{
  minOrdersPlaced: number
  minOrdersPaid: number
  oversoldUnits: number
  doubleCharges: number
  heldByOneBuyer: number
  worker5xx: number
}>
export declare function flashVerdict(f: FlashFigures, limits?: typeof FLASH_LIMITS): FlashCheck[]
export declare function verdictExitCode(checks: readonly FlashCheck[]): 0 | 1
