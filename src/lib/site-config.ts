import { isLocalEnv } from './app-env'
import { publicUrlProblem } from './public-url'

/**
 * Why this Worker must not serve shoppers (a production deploy with a missing or local PUBLIC_SITE_URL would put
 * localhost into canonical links, the sitemap, JSON-LD and e-mails; one without CAPTCHA_SECRET would leave every
 * account open to unlimited password guesses from changing addresses), or undefined. Local runs (development, test)
 * are never refused: they fall back to the request's origin.
 */
export function siteConfigProblem(
  env: Pick<ShopEnv, 'APP_ENV' | 'PUBLIC_SITE_URL'> & { CAPTCHA_SECRET?: string },
): string | undefined {
  if (isLocalEnv(env)) return undefined
  const urlProblem = publicUrlProblem(env.PUBLIC_SITE_URL)
  if (urlProblem) return urlProblem
  // Without it the captcha is off, and guesses on one account from a new address each time never stop.
  if (!env.CAPTCHA_SECRET)
    return 'CAPTCHA_SECRET is not set (sign-in past a few failures per account needs the captcha)'
  return undefined
}
