/**
 * Whether a card order can still be paid by its buyer: the one rule behind the failure page's "Reintentar el pago",
 * the purchase detail and the tracking page's pay button, so no page declares dead an order another page can pay.
 * An order not paid yet (its payment cancelled, refused or late) can be paid again; paying takes its units again when
 * its hold has ended (and says so when they ran out).
 */
export function canPayAgain(order: { payment_platform: string; status: string }): boolean {
  return order.payment_platform === 'webpay' && ['pending_payment', 'payment_failed', 'expired'].includes(order.status)
}
