import type { Json } from '~/contract/pages'
import type { Locale } from '~/lib/locale'
import { formatCLP } from '~/lib/money'
import { freeShippingThreshold } from '../delivery/service'

// Numbers the shop's rules own, printed inside editorial text: a page writes `{free_shipping_threshold}` and the
// reader sees the value the shipping quote uses ("$60.000"), so the policy can never say one thing and charge another.

export function shopValues(env: Pick<ShopEnv, 'FREE_SHIPPING_THRESHOLD'>, locale: Locale): Record<string, string> {
  return { free_shipping_threshold: formatCLP(freeShippingThreshold(env), locale) }
}

export function fillShopValues(content: Json, values: Record<string, string>): Json {
  if (typeof content === 'string')
    return content.replace(/\{([a-z_]+)\}/g, (whole, key: string) => values[key] ?? whole)
  if (Array.isArray(content)) return content.map((item) => fillShopValues(item, values))
  if (content && typeof content === 'object')
    return Object.fromEntries(Object.entries(content).map(([k, v]) => [k, fillShopValues(v, values)]))
  return content
}
