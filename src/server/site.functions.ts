import { env } from 'cloudflare:workers'
import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'

/** The public origin for canonical URLs, hreflang and JSON-LD (README "Configuration": PUBLIC_SITE_URL). */
export const getSiteUrl = createServerFn({ method: 'GET' }).handler(async () => {
  return ((env as ShopEnv).PUBLIC_SITE_URL ?? '').replace(/\/$/, '')
})

export const siteUrlQueryOptions = () =>
  queryOptions({ queryKey: ['site-url'] as const, queryFn: () => getSiteUrl(), staleTime: Infinity })
