import type { OrderAction } from '~/contract/admin'
import type { OrderStatus } from '~/contract/checkout'

// The order pipeline as one explicit state machine (docs/backoffice.md, "Orders"):
//
//   in_validation ──confirm──▶ paid ──dispatch──▶ on_the_way ──deliver──▶ delivered
//   (a Webpay payment lands on `paid` by itself; staff confirm bank transfers)
//   pending_payment | in_validation | paid | on_the_way ──cancel──▶ cancelled
//
// `paid` is what the shop calls "Confirmado": the money is in. Nothing leaves `delivered`, `cancelled`,
// `payment_failed` or `expired` (a failed or expired Webpay order already gave its stock back).

const TRANSITIONS: Record<OrderAction, { from: readonly OrderStatus[]; to: OrderStatus }> = {
  confirm: { from: ['in_validation'], to: 'paid' },
  dispatch: { from: ['paid'], to: 'on_the_way' },
  deliver: { from: ['on_the_way'], to: 'delivered' },
  cancel: { from: ['pending_payment', 'in_validation', 'paid', 'on_the_way'], to: 'cancelled' },
}

/** The status an action leads to from `current`, or null when the machine does not allow it. */
export function nextStatus(current: OrderStatus, action: OrderAction): OrderStatus | null {
  const rule = TRANSITIONS[action]
  return rule.from.includes(current) ? rule.to : null
}

/** Every action allowed from `current`, in the order the back-office offers them. */
export function allowedActions(current: OrderStatus): OrderAction[] {
  return (Object.keys(TRANSITIONS) as OrderAction[]).filter((action) => nextStatus(current, action) !== null)
}
