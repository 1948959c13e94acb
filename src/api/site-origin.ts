import { isLocalEnv } from '~/lib/app-env'
import { mailSiteAddress } from '~/lib/public-url'
import type { ApiContext } from './http'

/** The storefront names the origin its shopper is on in this header when it calls the API in-process. */
export const SHOP_ORIGIN_HEADER = 'x-shop-origin'

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

function localOrigin(value: string | undefined): string | undefined {
  if (!value) return undefined
  try {
    const url = new URL(value)
    return LOCAL_HOSTS.has(url.hostname) ? url.origin : undefined
  } catch {
    return undefined
  }
}

/**
 * Where links in e-mails point: the configured public origin (PUBLIC_SITE_URL, which production requires), or, on a
 * local run without it, the origin the shopper's request came to (`PORT=3001 npm start`, `vite dev` on its own port),
 * so a link never sends anyone to a port nothing answers on. A local origin is only ever taken on a local run.
 */
export function siteOrigin(c: ApiContext): string {
  const configured = c.env.PUBLIC_SITE_URL?.trim()
  if (configured) return mailSiteAddress(configured)
  if (isLocalEnv(c.env)) {
    const asked = localOrigin(c.req.header(SHOP_ORIGIN_HEADER)) ?? localOrigin(c.req.url)
    if (asked) return asked
  }
  return mailSiteAddress(undefined)
}
