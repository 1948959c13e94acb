// docs/product.md, Numbers and limits: tracking query names are stripped from canonical URLs (and ignored by the catalogue API).
const TRACKING =
  /^(utm_[a-z_]+|gclid|gbraid|wbraid|fbclid|msclkid|dclid|yclid|twclid|ttclid|li_fat_id|mc_cid|mc_eid|_ga|_gl|igshid|ref|ref_src)$/i

export function isTrackingParam(name: string): boolean {
  return TRACKING.test(name)
}

/** The same URL (path + query) without tracking parameters; parameter order is kept. */
export function stripTrackingParams(url: string): string {
  const hashIndex = url.indexOf('#')
  const withoutHash = hashIndex >= 0 ? url.slice(0, hashIndex) : url
  const [path, query = ''] = withoutHash.split('?') as [string, string?]
  if (!query) return path
  const kept = query.split('&').filter((pair) => pair && !isTrackingParam(decodeURIComponent(pair.split('=')[0] ?? '')))
  return kept.length ? `${path}?${kept.join('&')}` : path
}

/** Removes tracking keys from a parsed query object. */
export function withoutTrackingParams<T extends Record<string, unknown>>(query: T): T {
  return Object.fromEntries(Object.entries(query).filter(([key]) => !isTrackingParam(key))) as T
}
