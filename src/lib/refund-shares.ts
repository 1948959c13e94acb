// What a shopper paid for each line of an order, in whole pesos, and so what a line refund gives back
// (docs/backoffice.md, Refunds). One computation for the API that pays the refund and the back-office form
// that shows the amount before it is sent.
//
// The coupon is taken off the goods after offers (src/lib/totals.ts), so its discount is shared among the lines
// in proportion to what each line cost at its (offer) price. Shares are whole pesos by the largest-remainder
// method: each line first gets the floor of its exact share, and the pesos left go one each to the lines with
// the largest fractions (ties to the earlier line), so the shares always sum exactly to the coupon discount.
// Shipping and the gift box belong to no line: they are refunded only as an amount, on purpose.

export interface PricedLine {
  qty: number
  /** The unit price the order sold the line at (after its offer). */
  price: number
}

/** The coupon discount split over the lines, in whole pesos, summing exactly to `couponDiscount`. */
export function couponShares(lines: readonly PricedLine[], couponDiscount: number): number[] {
  const base = lines.map((l) => l.price * l.qty)
  const total = base.reduce((a, b) => a + b, 0)
  if (total <= 0 || couponDiscount <= 0) return lines.map(() => 0)
  const discount = Math.min(couponDiscount, total)
  const exact = base.map((b) => (b * discount) / total)
  const shares = exact.map(Math.floor)
  let left = discount - shares.reduce((a, b) => a + b, 0)
  const byFraction = exact
    .map((x, i) => ({ i, fraction: x - Math.floor(x) }))
    .sort((a, b) => b.fraction - a.fraction || a.i - b.i)
  for (const { i } of byFraction) {
    if (left <= 0) break
    shares[i]! += 1
    left -= 1
  }
  return shares
}

/** What the shopper paid for each whole line: its price times units, less its share of the coupon. */
export function linesPaid(lines: readonly PricedLine[], couponDiscount: number): number[] {
  const shares = couponShares(lines, couponDiscount)
  return lines.map((l, i) => l.price * l.qty - shares[i]!)
}

/**
 * What refunding `units` more of a line gives back when `alreadyRefunded` of its `qty` were refunded before:
 * the paid amount of the first n units is round(paid × n / qty), and a refund is the difference, so refunding a
 * line unit by unit, or all at once, returns exactly what was paid for it.
 */
export function unitsRefund(linePaid: number, qty: number, alreadyRefunded: number, units: number): number {
  const paidFor = (n: number) => Math.round((linePaid * Math.min(n, qty)) / qty)
  return paidFor(alreadyRefunded + units) - paidFor(alreadyRefunded)
}

/** Units refunded so far per sku, from the order's refunds (those Webpay refused gave nothing back). */
export function refundedUnits(refunds: readonly { status: string; lines: { sku: string; qty: number }[] }[]) {
  const units = new Map<string, number>()
  for (const r of refunds)
    if (r.status === 'done') for (const l of r.lines) units.set(l.sku, (units.get(l.sku) ?? 0) + l.qty)
  return units
}

/** The order's shipping not given back yet: its shipping less the shipping part of the refunds that were done. */
export function shippingLeft(orderShipping: number, refunds: readonly { status: string; shipping: number }[]): number {
  const given = refunds.reduce((sum, r) => sum + (r.status === 'done' ? r.shipping : 0), 0)
  return Math.max(0, orderShipping - given)
}
