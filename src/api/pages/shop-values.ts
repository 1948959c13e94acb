import type { Json } from '~/contract/pages'
import type { Locale } from '~/lib/locale'
import { formatCLP } from '~/lib/money'
import { WINE_BAR_PRICES } from '~/lib/store'
import { cutoffHour, DEFAULT_COMMUNE_ID, freeShippingThreshold } from '../delivery/service'
import { zoneDays } from '../delivery/queries'

// Numbers the shop's rules own, printed inside editorial text: a page writes `{free_shipping_threshold}` and the
// reader sees the value the shipping quote uses ("$60.000"), so the policy can never say one thing and charge another.
// The same goes for delivery times: the home page, the dispatch policy and the FAQ say what the promise computes
// (src/lib/delivery-promise.ts): an order placed on a working day before `{cutoff_time}` leaves that day, otherwise
// on the next working day, and arrives within its zone's days after that (`{santiago_days_max}` in Santiago,
// `{regions_days_min}` to `{regions_days_max}` elsewhere); a pick-up is ready on the day the order leaves.

/** '13:00' in Spanish, '1 pm' in English (the shop's cut-off is a whole hour). */
function hourText(hour: number, locale: Locale): string {
  if (locale === 'es') return `${String(hour).padStart(2, '0')}:00`
  const h12 = hour % 12 === 0 ? 12 : hour % 12
  return `${h12} ${hour < 12 ? 'am' : 'pm'}`
}

export async function shopValues(
  d1: D1Database,
  env: Pick<ShopEnv, 'FREE_SHIPPING_THRESHOLD' | 'DELIVERY_CUTOFF_HOUR'>,
  locale: Locale,
): Promise<Record<string, string>> {
  const zones = await zoneDays(d1, DEFAULT_COMMUNE_ID)
  const santiago = zones.filter((z) => z.santiago === 1).map((z) => z.days_max)
  const regions = zones.filter((z) => z.santiago !== 1).map((z) => z.days_max)
  return {
    free_shipping_threshold: formatCLP(freeShippingThreshold(env), locale),
    cutoff_time: hourText(cutoffHour(env), locale),
    corkage_fee: formatCLP(WINE_BAR_PRICES.corkage, locale),
    glass_from: formatCLP(WINE_BAR_PRICES.glassFrom, locale),
    flight_from: formatCLP(WINE_BAR_PRICES.flightFrom, locale),
    ...(santiago.length ? { santiago_days_max: String(Math.max(...santiago)) } : {}),
    ...(regions.length
      ? { regions_days_min: String(Math.min(...regions)), regions_days_max: String(Math.max(...regions)) }
      : {}),
  }
}

export function fillShopValues(content: Json, values: Record<string, string>): Json {
  if (typeof content === 'string')
    return content.replace(/\{([a-z_]+)\}/g, (whole, key: string) => values[key] ?? whole)
  if (Array.isArray(content)) return content.map((item) => fillShopValues(item, values))
  if (content && typeof content === 'object')
    return Object.fromEntries(Object.entries(content).map(([k, v]) => [k, fillShopValues(v, values)]))
  return content
}
