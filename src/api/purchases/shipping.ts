import type { ShippingQuote } from '~/contract/cart'
import { longDay, santiagoToday, deliveryPromise } from '~/lib/delivery-promise'
import type { Locale } from '~/lib/locale'
import { HttpError } from '../http'
import { shopCopy } from '../cart/messages'
import { cutoffHour, freeShippingThreshold } from '../delivery/service'
import { isChileanPublicHoliday } from '../delivery/holidays'
import { shippingZoneOf } from './queries'

// Dispatch methods: store pick-up is free; home delivery is priced by the commune's zone, and free inside Santiago
// (the communes of Gran Santiago) from the free-shipping threshold on. The same quote prices the order, so the
// shopper is charged what they were shown. docs/product.md, "How things behave".

export type ShippingEnv = Pick<ShopEnv, 'FREE_SHIPPING_THRESHOLD' | 'DELIVERY_CUTOFF_HOUR'>

/**
 * The quote for a method and commune. `goodsAmount` is what the shopper pays for the products (after product and
 * coupon discounts, before shipping and the gift box): it decides free shipping.
 */
export async function quoteShipping(
  env: ShippingEnv,
  d1: D1Database,
  locale: Locale,
  method: 'delivery' | 'pickup',
  communeId: number | null,
  goodsAmount: number,
  now = new Date(),
): Promise<ShippingQuote> {
  const copy = shopCopy(locale)
  const threshold = freeShippingThreshold(env)
  const cutoff = cutoffHour(env)
  const today = santiagoToday(now).day
  if (method === 'pickup') {
    const promise = deliveryPromise(now, { method, zoneDays: 0, cutoffHour: cutoff }, isChileanPublicHoliday)
    return {
      method,
      commune_id: communeId,
      zone: copy.pickup,
      price_delivery: 0,
      time_delivery: promise.date === today ? copy.pickupToday : copy.pickupFrom(longDay(promise.date, locale)),
      days_min: 0,
      days_max: 0,
      delivery_date: promise.date,
      free_shipping: null,
    }
  }
  const zone = communeId ? await shippingZoneOf(d1, communeId) : null
  if (!zone) throw new HttpError(422, copy.communeNotFound, { commune_id: [copy.communeNotFound] })
  const promise = deliveryPromise(now, { method, zoneDays: zone.days_max, cutoffHour: cutoff }, isChileanPublicHoliday)
  const eligible = zone.santiago === 1
  const free = eligible && goodsAmount >= threshold
  return {
    method,
    commune_id: communeId,
    zone: zone.name,
    price_delivery: free ? 0 : zone.price,
    time_delivery: promise.date === today ? copy.arrivesToday : copy.arrives(longDay(promise.date, locale)),
    days_min: zone.days_min,
    days_max: zone.days_max,
    delivery_date: promise.date,
    free_shipping: eligible ? { threshold, reached: free, remaining: Math.max(0, threshold - goodsAmount) } : null,
  }
}
