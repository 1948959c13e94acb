import { isLocalEnv } from './app-env'
import { publicUrlProblem } from './public-url'

/**
 * Why this Worker must not serve shoppers (a production deploy with a missing or local PUBLIC_SITE_URL would put
 * localhost into canonical links, the sitemap, JSON-LD and e-mails), or undefined. Local runs (development, test)
 * are never refused: they fall back to the request's origin.
 */
export function siteConfigProblem(env: Pick<ShopEnv, 'APP_ENV' | 'PUBLIC_SITE_URL'>): string | undefined {
  if (isLocalEnv(env)) return undefined
  return publicUrlProblem(env.PUBLIC_SITE_URL)
}
