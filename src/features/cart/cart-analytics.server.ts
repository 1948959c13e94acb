import { env, waitUntil } from 'cloudflare:workers'
import { getCookie } from '@tanstack/react-start/server'
import type { CartAnalyticsEvent } from './cart-analytics'

// docs/product.md, The API analytics: add_to_cart / remove_from_cart are pushed to the dataLayer by the browser and, when
// GA4_MEASUREMENT_ID and GA4_API_SECRET are set, forwarded server-side through the GA4 Measurement Protocol
// (GA4_ENDPOINT overrides the collector, e.g. the fake one of the e2e run). Never blocks the response.
const DEFAULT_ENDPOINT = 'https://www.google-analytics.com/mp/collect'

function clientId(fallback: string): string {
  // _ga = GA1.1.<random>.<timestamp>: GA4's client id is the last two parts.
  const ga = getCookie('_ga')
  const parts = ga?.split('.') ?? []
  return parts.length >= 4 ? `${parts[2]}.${parts[3]}` : fallback
}

export function forwardCartEvent(event: CartAnalyticsEvent, cartId: string): void {
  const config = env as ShopEnv
  if (!config.GA4_MEASUREMENT_ID || !config.GA4_API_SECRET) return
  const url = new URL(config.GA4_ENDPOINT || DEFAULT_ENDPOINT)
  url.searchParams.set('measurement_id', config.GA4_MEASUREMENT_ID)
  url.searchParams.set('api_secret', config.GA4_API_SECRET)
  const job = fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_id: clientId(cartId), events: [{ name: event.event, params: event.ecommerce }] }),
  })
    .then(() => undefined)
    .catch((err) => console.error('[analytics] GA4 forward failed', err))
  try {
    waitUntil(job)
  } catch {
    /* outside a request: the promise settles on its own */
  }
}
