import { env } from 'cloudflare:workers'
import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { layoutSchema, type Layout } from '~/contract/layout'
import { notFoundContentSchema, type Json, type NotFoundContent } from '~/contract/pages'
import { LOCALES, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, type Locale } from '~/lib/locale'
import { typedCall } from '~/server/api-client.server'
import { ageAccepted } from '~/server/age-gate.server'
import { api } from '~/server/api.server'
import { setShopCookie } from '~/server/cookies.server'
import { cachedContent } from '~/server/edge-cache.server'
import { requestLocale } from '~/server/session.server'
import { fnInput } from '~/lib/fn-input'

/** A page's content blocks as the CMS tables hold them (shape per page in src/contract/pages.ts and layout.ts). */
async function pageContent(slug: 'layout' | 'not-found', locale: Locale): Promise<Json> {
  return (await typedCall(api.pages({ locale, token: null })[':slug'].$get({ param: { slug } }))).data as Json
}

/** docs/product.md, What the shop stores layout data (navbar, pre_footer, footer, floating_buttons, general_search, age_modal), edge-cached per locale. */
export const getLayout = createServerFn({ method: 'GET' }).handler(async (): Promise<Layout> => {
  const locale = requestLocale()
  // Validated at the seam: content the CMS tables hold in another shape fails here, named, not in a component.
  return cachedContent('pages/layout', locale, async () => v.parse(layoutSchema, await pageContent('layout', locale)))
})

/** docs/product.md, Pages: 404 content (image.image, title_layout.title, text.text); null when unavailable (fallback copy renders). */
export const getNotFoundContent = createServerFn({ method: 'GET' }).handler(
  async (): Promise<NotFoundContent | null> => {
    const locale = requestLocale()
    try {
      return await cachedContent('pages/not-found', locale, () =>
        pageContent('not-found', locale).then((content) => v.parse(notFoundContentSchema, content)),
      )
    } catch {
      return null
    }
  },
)

/** Public configuration the browser needs (no secrets): tag manager, captcha site key, Sentry DSN. */
export interface PublicConfig {
  gtmId: string
  captchaSiteKey: string
  captchaProvider: 'turnstile' | 'recaptcha'
  sentryDsn: string
  environment: string
}

/**
 * The public configuration, and what the server knows about this visitor before rendering: whether they have said
 * yes to the age gate (the gate never flashes for them). One answer, one query in every page's HTML instead of two
 * (each dehydrated query carries ~340 bytes of TanStack Query's own state besides its data).
 */
export const getPublicConfig = createServerFn({ method: 'GET' }).handler(
  async (): Promise<PublicConfig & { ageAccepted: boolean }> => {
    const e = env as ShopEnv
    return {
      ageAccepted: ageAccepted(),
      gtmId: e.GTM_ID ?? '',
      captchaSiteKey: e.CAPTCHA_SITE_KEY ?? '',
      captchaProvider: e.CAPTCHA_PROVIDER === 'recaptcha' ? 'recaptcha' : 'turnstile',
      sentryDsn: e.SENTRY_DSN ?? '',
      environment: e.SENTRY_ENVIRONMENT || e.APP_ENV || 'development',
    }
  },
)

/** What the header needs of the signed-in user (the account feature's session user fits it). */
export interface ShellUser {
  id: string | number
  email?: string
  first_name?: string
}

/** docs/product.md, How things behave / Numbers and limits: the language switch stores the locale cookie (7 days, path /); the page then reloads. */
export const setLocale = createServerFn({ method: 'POST' })
  .validator(fnInput(v.object({ locale: v.picklist(LOCALES) })))
  .handler(async ({ data }) => {
    setShopCookie(LOCALE_COOKIE, data.locale, LOCALE_COOKIE_MAX_AGE)
    return { locale: data.locale }
  })
