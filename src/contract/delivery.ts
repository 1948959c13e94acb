import type { DeliveryPromise, IsoDay } from '~/lib/delivery-promise'

/** GET /delivery/estimate: the promise for a commune's home delivery and for pick-up at the shop. */
export interface DeliveryEstimate {
  commune: { id: number; name: string }
  zone: string
  delivery: DeliveryPromise
  pickup: DeliveryPromise
  /**
   * The day in Santiago the promise was made on: a date equal to it is "hoy". Sent with the promise so that the
   * browser never builds a time-zone formatter to know it (docs/decisions/019-what-loads-first.md).
   */
  today: IsoDay
  /**
   * Both dates as the shop writes them, in the request's language ('jueves 26 de noviembre', 'Thursday, November
   * 26'): written by the server, so the browser loads no calendar data to show the promise.
   */
  labels: { delivery: string; pickup: string }
  /** Hour (Santiago) before which an order leaves the same working day. */
  cutoff_hour: number
  /** Goods amount from which home delivery to this commune is free; null where it never is (outside Santiago). */
  free_shipping_threshold: number | null
}
