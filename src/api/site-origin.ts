import { isLocalEnv } from '~/lib/app-env'
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

/** The configured public origin (PUBLIC_SITE_URL without its trailing slash), or undefined when none is set. */
export function configuredOrigin(env: Pick<ShopEnv, 'PUBLIC_SITE_URL'>): string | undefined {
  const configured = env.PUBLIC_SITE_URL?.trim().replace(/\/+$/, '')
  return configured || undefined
}

/**
 * Where links in e-mails point: the configured public origin (PUBLIC_SITE_URL, which production requires), or, on a
 * local run without it, the origin the shopper's request came to (`PORT=3001 npm start`, `vite dev` on its own port),
 * so a link never sends anyone to a port nothing answers on. A local origin named by the storefront is only taken on
 * a local run; failing all that, the origin this request itself reached.
 */
export function siteOrigin(c: ApiContext): string {
  const configured = configuredOrigin(c.env)
  if (configured) return configured
  if (isLocalEnv(c.env)) {
    const asked = localOrigin(c.req.header(SHOP_ORIGIN_HEADER))
    if (asked) return asked
  }
  return new URL(c.req.url).origin
}
