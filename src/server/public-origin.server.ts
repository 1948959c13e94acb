import { env } from 'cloudflare:workers'
import { getRequest } from '@tanstack/react-start/server'

/**
 * The shop's public origin for canonical links, hreflang, JSON-LD and the sitemap: PUBLIC_SITE_URL, which production
 * requires (src/server/misconfigured.server.ts), or, on a local run without it, the origin the request came to.
 */
export function publicOrigin(): string {
  const configured = ((env as ShopEnv).PUBLIC_SITE_URL ?? '').replace(/\/$/, '')
  if (configured) return configured
  try {
    return new URL(getRequest().url).origin
  } catch {
    return '' // outside a request
  }
}
