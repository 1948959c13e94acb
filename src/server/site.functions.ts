import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'
import { publicOrigin } from './public-origin.server'

/** The public origin for canonical URLs, hreflang and JSON-LD (README "Configuration": PUBLIC_SITE_URL). */
export const getSiteUrl = createServerFn({ method: 'GET' }).handler(async () => {
  return publicOrigin()
})

export const siteUrlQueryOptions = () =>
  queryOptions({ queryKey: ['site-url'] as const, queryFn: () => getSiteUrl(), staleTime: Infinity })
