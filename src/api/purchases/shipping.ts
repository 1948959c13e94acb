import type { ShippingQuote } from '~/contract/cart'
import type { Locale } from '~/lib/locale'
import { HttpError } from '../http'
import { shopCopy } from '../cart/messages'

/** spec §4 dispatch methods: store pick-up is free; home delivery is priced by the commune's zone. */
export async function quoteShipping(
  d1: D1Database,
  locale: Locale,
  method: 'delivery' | 'pickup',
  communeId: number | null,
): Promise<ShippingQuote> {
  const copy = shopCopy(locale)
  if (method === 'pickup') {
    return {
      method,
      commune_id: communeId,
      zone: copy.pickup,
      price_delivery: 0,
      time_delivery: copy.days(1, 1),
      days_min: 0,
      days_max: 1,
    }
  }
  const zone = communeId
    ? await d1
        .prepare(
          `SELECT z.name, z.price, z.days_min, z.days_max FROM shipping_zone_communes zc
           JOIN shipping_zones z ON z.id = zc.zone_id WHERE zc.commune_id = ?`,
        )
        .bind(communeId)
        .first<{ name: string; price: number; days_min: number; days_max: number }>()
    : null
  if (!zone) throw new HttpError(422, copy.communeNotFound, { commune_id: [copy.communeNotFound] })
  return {
    method,
    commune_id: communeId,
    zone: zone.name,
    price_delivery: zone.price,
    time_delivery: copy.days(zone.days_min, zone.days_max),
    days_min: zone.days_min,
    days_max: zone.days_max,
  }
}

/** Business days from a date (Mon–Fri), for the estimated delivery shown in tracking. */
export function addBusinessDays(from: Date, days: number): Date {
  const d = new Date(from)
  let left = days
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + 1)
    const day = d.getUTCDay()
    if (day !== 0 && day !== 6) left -= 1
  }
  return d
}
