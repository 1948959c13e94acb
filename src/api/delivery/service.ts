import { DELIVERY_CUTOFF_HOUR, FREE_SHIPPING_THRESHOLD } from '~/lib/limits'
import type { DeliveryEstimate } from '~/contract/delivery'
import { deliveryPromise, longDay, santiagoToday } from '~/lib/delivery-promise'
import type { Locale } from '~/lib/locale'
import { isChileanPublicHoliday } from './holidays'
import { communeZone } from './queries'

// The delivery promise for a commune, from one rule (src/lib/delivery-promise.ts) and Chile's calendar: the
// product page, the cart, checkout, the order and its e-mail all ask here.

/** Santiago centro (CUT 13101): the promise shown before the shopper has chosen a commune. */
export const DEFAULT_COMMUNE_ID = 13101

/** The goods amount from which home delivery in Santiago is free (FREE_SHIPPING_THRESHOLD overrides the default). */
export function freeShippingThreshold(env: Pick<ShopEnv, 'FREE_SHIPPING_THRESHOLD'>): number {
  const configured = Number(env.FREE_SHIPPING_THRESHOLD)
  return Number.isInteger(configured) && configured > 0 ? configured : FREE_SHIPPING_THRESHOLD
}

export function cutoffHour(env: Pick<ShopEnv, 'DELIVERY_CUTOFF_HOUR'>): number {
  const configured = Number(env.DELIVERY_CUTOFF_HOUR)
  return Number.isInteger(configured) && configured >= 0 && configured <= 23 ? configured : DELIVERY_CUTOFF_HOUR
}

export async function estimateFor(
  d1: D1Database,
  env: Pick<ShopEnv, 'DELIVERY_CUTOFF_HOUR' | 'FREE_SHIPPING_THRESHOLD'>,
  communeId: number,
  locale: Locale,
  now = new Date(),
): Promise<DeliveryEstimate | null> {
  const row = await communeZone(d1, communeId)
  if (!row) return null
  const cutoff = cutoffHour(env)
  const delivery = deliveryPromise(
    now,
    { method: 'delivery', zoneDays: row.days_max, cutoffHour: cutoff },
    isChileanPublicHoliday,
  )
  const pickup = deliveryPromise(now, { method: 'pickup', zoneDays: 0, cutoffHour: cutoff }, isChileanPublicHoliday)
  return {
    commune: { id: row.id, name: row.name },
    zone: row.zone,
    delivery,
    pickup,
    today: santiagoToday(now).day,
    labels: { delivery: longDay(delivery.date, locale), pickup: longDay(pickup.date, locale) },
    cutoff_hour: cutoff,
    free_shipping_threshold: row.santiago === 1 ? freeShippingThreshold(env) : null,
  }
}
