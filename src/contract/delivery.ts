import type { DeliveryPromise } from '~/lib/delivery-promise'

/** GET /delivery/estimate: the promise for a commune's home delivery and for pick-up at the shop. */
export interface DeliveryEstimate {
  commune: { id: number; name: string }
  zone: string
  delivery: DeliveryPromise
  pickup: DeliveryPromise
  /** Hour (Santiago) before which an order leaves the same working day. */
  cutoff_hour: number
  /** Goods amount from which home delivery to this commune is free; null where it never is (outside Santiago). */
  free_shipping_threshold: number | null
}
